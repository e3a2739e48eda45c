import LunchBoxCore

/// "Pack for": who the next ideas are for, on the ideas page. Ideas must suit everyone
/// ticked; the guard then says who each idea suits.
struct PackForView: Sendable {
    let members: [HouseholdMember]

    func html(csrf: String, words: Wording) -> HTML {
        guard !members.isEmpty else {
            let invite = words("ideas.packFor.invite")
            let add = words("ideas.packFor.addHousehold")
            return #"<p class="muted small" id="pack-for">\#(invite) <a href="/household">\#(add)</a></p>"#
        }
        let boxes = members.map { member -> HTML in
            """
            <label class="check" for="pack-for-\(member.id.uuidString)"><input type="checkbox" id="pack-for-\(member.id.uuidString)" name="member" value="\(member.id.uuidString)"\(if: member.packFor, " checked")> <span>\(member.name)</span></label>
            """
        }
        return """
            <form method="post" action="/household/pack-for" id="pack-for">
              \(.csrfField(csrf))
              <fieldset><legend>\(words("ideas.packFor.legend"))</legend><div class="checks">\(boxes)</div></fieldset>
              <p class="actions"><button type="submit" class="quiet">\(words("ideas.packFor.button"))</button> <a class="button quiet" href="/household">\(words("ideas.packFor.household"))</a></p>
            </form>
            """
    }
}
