import LunchBoxCore

/// The five diets, each saved as it is ticked (with a Save button where scripts are
/// off); below them, the chef persona and the idea preferences, saved with their own form.
struct PreferencesPage: UntranslatedPage {
    /// One diet as the page shows it.
    struct Choice: Sendable {
        let id: String
        let title: String
        let explanation: String
        let on: Bool
    }

    let choices: [Choice]
    let ideas: IdeaPreferencesView

    var title: String { "Dietary preferences" }
    var section: PageChrome.Section { .settings }

    init(current: DietaryPreferences, ideas: IdeaPreferencesView) {
        choices = DietaryRestriction.allCases.map { Choice(id: $0.rawValue, title: $0.title, explanation: $0.explanation, on: current[$0]) }
        self.ideas = ideas
    }

    func content(csrf: String) -> HTML {
        let diets = choices.map { choice -> HTML in
            """
            <label class="check" for="diet-\(choice.id)">
              <input type="checkbox" id="diet-\(choice.id)" name="\(choice.id)"\(if: choice.on, " checked") data-autosubmit>
              <span><span>\(choice.title)</span><br><span class="muted small">\(choice.explanation)</span></span>
            </label>
            """
        }
        return """
            <section class="card narrow">
              <h1>Dietary preferences</h1>
              <p class="muted">Every idea respects what you choose here. Changes are saved at once.</p>
              <form method="post" action="/preferences" id="preferences-form">
                \(.csrfField(csrf))
                <fieldset>
                  <legend class="visually-hidden">Diets</legend>
                  \(diets)
                </fieldset>
                <p class="save-status" data-save-status role="status" aria-live="polite"></p>
                <noscript><p class="actions"><button type="submit">Save</button></p></noscript>
              </form>
              <p class="actions"><a class="button quiet" href="/household">Household members and allergies</a> <a class="button quiet" href="/settings">Back to settings</a></p>
            </section>
            <section class="card narrow" id="idea-preferences" aria-labelledby="idea-preferences-title">
              <h2 id="idea-preferences-title">Your chef and your ideas</h2>
              <p class="muted">Who writes your ideas, and what kind you want. Press Save to keep changes.</p>
              \(ideas.html(csrf: csrf))
            </section>
            """
    }
}
