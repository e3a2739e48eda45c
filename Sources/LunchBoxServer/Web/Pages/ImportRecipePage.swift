/// Paste a schema.org Recipe (JSON-LD, or a recipe page's HTML) to add it to the meal library.
struct ImportRecipePage: UntranslatedPage {
    /// What was pasted, shown again after an error.
    let text: String
    let error: String?

    var title: String { "Import a recipe" }
    var section: PageChrome.Section { .plan }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow">
          <h1>Import a recipe</h1>
          <p class="muted small">Paste a schema.org Recipe in JSON-LD, or the HTML of a recipe page that carries one. Its protein, carb and components are read through the food list.</p>
          \(html: error.map { #"<p class="alert" id="import-error" role="alert">\#($0)</p>"# })
          <form method="post" action="/meals/import">
            \(.csrfField(csrf))
            <label for="recipe">Recipe JSON-LD</label>
            <textarea id="recipe" name="recipe" rows="12" required>\(text)</textarea>
            <div class="actions">
              <button type="submit" id="import-recipe">Import</button>
              <a class="button quiet" href="/meals">Cancel</a>
            </div>
          </form>
        </section>
        """
    }
}
