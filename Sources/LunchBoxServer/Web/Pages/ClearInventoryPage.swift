import LunchBoxCore

/// The question before emptying the kitchen.
struct ClearInventoryPage: Page {
    let count: Int

    func title(_ words: Wording) -> String { words("kitchen.clear.title") }
    var section: PageChrome.Section { .kitchen }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(words("kitchen.clear.title"))</h1>
          <p>\(words.counting("kitchen.clear.removes", count))</p>
          <form method="post" action="/inventory/clear" class="actions">
            \(.csrfField(csrf))
            <button type="submit" class="danger">\(words("kitchen.clear.yes"))</button>
            <a class="button quiet" href="/inventory">\(words("kitchen.clear.keep"))</a>
          </form>
        </section>
        """
    }
}
