import Foundation
import LunchBoxCore

/// `/household`: the members with their diets and foods to avoid, each editable in place,
/// and a form to add one. Ideas, favorites, meals and the week show who they suit.
struct HouseholdPage: UntranslatedPage {
    let members: [HouseholdMember]

    var title: String { "Household" }
    var section: PageChrome.Section { .settings }

    func content(csrf: String) -> HTML {
        let list: HTML =
            members.isEmpty
            ? #"<p class="muted" id="no-members">No members yet. Add the people you pack for, with their diets and allergies.</p>"#
            : #"<ul class="member-list" id="members">\#(members.map { member(csrf: csrf, $0) })</ul>"#
        return """
            <section class="card narrow">
              <h1>Household</h1>
              <p class="muted">Each member's own diets and foods to avoid. Every idea says who it suits; ideas are asked for the members marked “Pack for”, and they play in Play under the same name.</p>
              \(list)
            </section>
            <section class="card narrow" aria-labelledby="add-member-title">
              <h2 id="add-member-title">Add a member</h2>
              <form method="post" action="/household" id="add-member">
                \(.csrfField(csrf))
                <label for="member-name">Name</label>
                <input type="text" id="member-name" name="name" required maxlength="\(String(HouseholdMember.maximumNameLength))" autocomplete="off">
                \(Self.needs(prefix: "new", diets: .none))
                <p class="actions"><button type="submit">Add member</button></p>
              </form>
              <p class="actions"><a class="button quiet" href="/preferences">The household's own diets</a></p>
            </section>
            """
    }

    private func member(csrf: String, _ member: HouseholdMember) -> HTML {
        let id = member.id.uuidString
        return """
            <li class="member" data-member="\(member.name)">
              <h2>\(member.name)</h2>
              <p class="muted small">\(member.needsSummary)\(if: member.packFor, " · ideas are packed for them")</p>
              <details>
                <summary>Change \(member.name)</summary>
                <form method="post" action="/household/\(id)">
                  \(.csrfField(csrf))
                  <label for="name-\(id)">Name</label>
                  <input type="text" id="name-\(id)" name="name" value="\(member.name)" required maxlength="\(String(HouseholdMember.maximumNameLength))" autocomplete="off">
                  \(Self.needs(prefix: id, diets: member.diets))
                  <label class="check" for="pack-\(id)"><input type="checkbox" id="pack-\(id)" name="packFor"\(if: member.packFor, " checked")> <span>Pack ideas for \(member.name)</span></label>
                  <p class="actions"><button type="submit">Save \(member.name)</button></p>
                </form>
                <form method="post" action="/household/\(id)/remove">
                  \(.csrfField(csrf))
                  <p class="actions"><button type="submit" class="quiet">Remove \(member.name)</button></p>
                </form>
              </details>
            </li>
            """
    }

    /// The diets and foods to avoid as checkboxes, named `diet` and `avoid` (repeated).
    static func needs(prefix: String, diets: DietaryPreferences) -> HTML {
        let dietBoxes = DietaryRestriction.allCases.map { diet -> HTML in
            """
            <label class="check" for="diet-\(prefix)-\(diet.rawValue)"><input type="checkbox" id="diet-\(prefix)-\(diet.rawValue)" name="diet" value="\(diet.rawValue)"\(if: diets[diet], " checked")> <span>\(diet.title)</span></label>
            """
        }
        let avoidBoxes = HouseholdMember.avoidChoices.map { content -> HTML in
            """
            <label class="check" for="avoid-\(prefix)-\(content.rawValue)"><input type="checkbox" id="avoid-\(prefix)-\(content.rawValue)" name="avoid" value="\(content.rawValue)"\(if: diets.avoids.contains(content), " checked")> <span>\(content.label)</span></label>
            """
        }
        return """
            <fieldset><legend>Diets</legend><div class="checks">\(dietBoxes)</div></fieldset>
            <fieldset><legend>Allergies and foods to avoid</legend><div class="checks">\(avoidBoxes)</div></fieldset>
            """
    }
}
