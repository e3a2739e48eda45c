import Foundation
import LunchBoxCore

/// `/household`: the members with their diets and foods to avoid, each editable in place,
/// and a form to add one. Ideas, favorites, meals and the week show who they suit.
struct HouseholdPage: Page {
    let members: [HouseholdMember]

    func title(_ words: Wording) -> String { words("household.title") }
    var section: PageChrome.Section { .settings }

    func content(csrf: String, words: Wording) -> HTML {
        let list: HTML =
            members.isEmpty
            ? #"<p class="muted" id="no-members">\#(words("household.noMembers"))</p>"#
            : #"<ul class="member-list" id="members">\#(members.map { member(csrf: csrf, $0, words: words) })</ul>"#
        return """
            <section class="card narrow">
              <h1>\(words("household.title"))</h1>
              <p class="muted">\(words("household.intro"))</p>
              \(list)
            </section>
            <section class="card narrow" aria-labelledby="add-member-title">
              <h2 id="add-member-title">\(words("household.addMember"))</h2>
              <form method="post" action="/household" id="add-member">
                \(.csrfField(csrf))
                <label for="member-name">\(words("household.name"))</label>
                <input type="text" id="member-name" name="name" required maxlength="\(String(HouseholdMember.maximumNameLength))" autocomplete="off">
                \(Self.needs(prefix: "new", diets: .none, words: words))
                <p class="actions"><button type="submit">\(words("household.add"))</button></p>
              </form>
              <p class="actions"><a class="button quiet" href="/preferences">\(words("household.ownDiets"))</a></p>
            </section>
            """
    }

    private func member(csrf: String, _ member: HouseholdMember, words: Wording) -> HTML {
        let id = member.id.uuidString
        return """
            <li class="member" data-member="\(member.name)">
              <h2>\(member.name)</h2>
              <p class="muted small">\(member.packFor ? words("household.needsPacked", member.needsSummary(words)) : member.needsSummary(words))</p>
              <details>
                <summary>\(words("household.change", member.name))</summary>
                <form method="post" action="/household/\(id)">
                  \(.csrfField(csrf))
                  <label for="name-\(id)">\(words("household.name"))</label>
                  <input type="text" id="name-\(id)" name="name" value="\(member.name)" required maxlength="\(String(HouseholdMember.maximumNameLength))" autocomplete="off">
                  \(Self.needs(prefix: id, diets: member.diets, words: words))
                  <label class="check" for="pack-\(id)"><input type="checkbox" id="pack-\(id)" name="packFor"\(if: member.packFor, " checked")> <span>\(words("household.packFor", member.name))</span></label>
                  <p class="actions"><button type="submit">\(words("household.save", member.name))</button></p>
                </form>
                <form method="post" action="/household/\(id)/remove">
                  \(.csrfField(csrf))
                  <p class="actions"><button type="submit" class="quiet">\(words("household.remove", member.name))</button></p>
                </form>
              </details>
            </li>
            """
    }

    /// The diets and foods to avoid as checkboxes, named `diet` and `avoid` (repeated).
    static func needs(prefix: String, diets: DietaryPreferences, words: Wording) -> HTML {
        let dietBoxes = DietaryRestriction.allCases.map { diet -> HTML in
            """
            <label class="check" for="diet-\(prefix)-\(diet.rawValue)"><input type="checkbox" id="diet-\(prefix)-\(diet.rawValue)" name="diet" value="\(diet.rawValue)"\(if: diets[diet], " checked")> <span>\(diet.title(words))</span></label>
            """
        }
        let avoidBoxes = HouseholdMember.avoidChoices.map { content -> HTML in
            """
            <label class="check" for="avoid-\(prefix)-\(content.rawValue)"><input type="checkbox" id="avoid-\(prefix)-\(content.rawValue)" name="avoid" value="\(content.rawValue)"\(if: diets.avoids.contains(content), " checked")> <span>\(content.label(words))</span></label>
            """
        }
        return """
            <fieldset><legend>\(words("household.diets"))</legend><div class="checks">\(dietBoxes)</div></fieldset>
            <fieldset><legend>\(words("household.avoids"))</legend><div class="checks">\(avoidBoxes)</div></fieldset>
            """
    }
}
