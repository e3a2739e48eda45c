/// The question before emptying the kitchen.
struct ClearInventoryPage: Page {
    let count: Int

    var title: String { "Clear the inventory?" }
    var section: PageChrome.Section { .kitchen }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow">
          <h1>Clear the inventory?</h1>
          <p>This removes all \(count == 1 ? "1 item" : "\(count) items"). Favorites and meal plans stay.</p>
          <form method="post" action="/inventory/clear" class="actions">
            \(.csrfField(csrf))
            <button type="submit" class="danger">Yes, clear everything</button>
            <a class="button quiet" href="/inventory">Keep my items</a>
          </form>
        </section>
        """
    }
}
