import LunchBoxCore

/// Settings → Language: the household's language for every reader's pages, or each
/// browser's own (the default). Each language is listed by its own name.
struct LanguageChooserView: Sendable {
    /// The household's choice; nil when each browser decides.
    let chosen: Language?

    func html(csrf: String, words: Wording) -> HTML {
        let choices =
            [(value: "", title: words("language.browser"), selected: chosen == nil)]
            + Language.allCases.map { (value: $0.rawValue, title: $0.nativeName, selected: chosen == $0) }
        let options = choices.map { choice -> HTML in
            #"<option value="\#(choice.value)"\#(if: choice.selected, " selected")\#(if: !choice.value.isEmpty, #" lang="\#(choice.value)""#)>\#(choice.title)</option>"#
        }
        return """
            <section class="card" id="language">
              <h2><span aria-hidden="true">🌍</span> \(words("language.title"))</h2>
              <form method="post" action="/settings/language" class="row">
                \(.csrfField(csrf))
                <label for="household-language" class="visually-hidden">\(words("language.title"))</label>
                <select class="grow" id="household-language" name="language">\(options)</select>
                <button type="submit">\(words("language.save"))</button>
              </form>
              <p class="muted small">\(words("language.hint"))</p>
            </section>
            """
    }
}
