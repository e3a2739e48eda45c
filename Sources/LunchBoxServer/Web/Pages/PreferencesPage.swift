import LunchBoxCore

/// The five diets, each saved as it is ticked (with a Save button where scripts are
/// off); below them, the chef persona and the idea preferences, saved with their own form.
struct PreferencesPage: Page {
    /// One diet as the page shows it.
    struct Choice: Sendable {
        let id: String
        let title: String
        let explanation: String
        let on: Bool
    }

    let choices: [Choice]
    let ideas: IdeaPreferencesView

    func title(_ words: Wording) -> String { words("preferences.title") }
    var section: PageChrome.Section { .settings }

    init(current: DietaryPreferences, ideas: IdeaPreferencesView, words: Wording) {
        choices = DietaryRestriction.allCases.map { Choice(id: $0.rawValue, title: $0.title(words), explanation: $0.explanation(words), on: current[$0]) }
        self.ideas = ideas
    }

    func content(csrf: String, words: Wording) -> HTML {
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
              <h1>\(words("preferences.title"))</h1>
              <p class="muted">\(words("preferences.intro"))</p>
              <form method="post" action="/preferences" id="preferences-form">
                \(.csrfField(csrf))
                <fieldset>
                  <legend class="visually-hidden">\(words("preferences.diets"))</legend>
                  \(diets)
                </fieldset>
                <p class="save-status" data-save-status role="status" aria-live="polite"></p>
                <noscript><p class="actions"><button type="submit">\(words("preferences.save"))</button></p></noscript>
              </form>
              <p class="actions"><a class="button quiet" href="/household">\(words("preferences.householdLink"))</a> <a class="button quiet" href="/settings">\(words("preferences.backToSettings"))</a></p>
            </section>
            <section class="card narrow" id="idea-preferences" aria-labelledby="idea-preferences-title">
              <h2 id="idea-preferences-title">\(words("preferences.ideasHeading"))</h2>
              <p class="muted">\(words("preferences.ideasIntro"))</p>
              \(ideas.html(csrf: csrf, words: words))
            </section>
            """
    }
}
