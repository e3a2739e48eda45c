import LunchBoxCore

/// Paste a schema.org Recipe (JSON-LD, or a recipe page's HTML) to add it to the meal library.
struct ImportRecipePage: Page {
    /// What was pasted, shown again after an error.
    let text: String
    let error: String?

    func title(_ words: Wording) -> String { words("meals.import.title") }
    var section: PageChrome.Section { .plan }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(words("meals.import.title"))</h1>
          <p class="muted small">\(words("meals.import.explain"))</p>
          \(html: error.map { #"<p class="alert" id="import-error" role="alert">\#($0)</p>"# })
          <form method="post" action="/meals/import">
            \(.csrfField(csrf))
            <label for="recipe">\(words("meals.import.label"))</label>
            <textarea id="recipe" name="recipe" rows="12" required>\(text)</textarea>
            <div class="actions">
              <button type="submit" id="import-recipe">\(words("meals.import.button"))</button>
              <a class="button quiet" href="/meals">\(words("meals.cancel"))</a>
            </div>
          </form>
        </section>
        """
    }
}
