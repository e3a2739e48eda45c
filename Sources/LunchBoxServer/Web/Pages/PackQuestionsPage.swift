import Foundation
import LunchBoxCore

/// After packing: the kitchen items whose amount could not be worked out, each asked
/// about ("Any cheddar left?") with a yes and a none answer. Nothing is guessed.
struct PackQuestionsPage: Page {
    let lunch: String
    let items: [InventoryItem]

    var title: String { "Anything left?" }
    var section: PageChrome.Section { .kitchen }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow">
          <h1>Anything left?</h1>
          <p class="muted small">\(lunch) used these, but LunchBox cannot tell how much is left.</p>
          <ul class="list" id="pack-questions">
            \(items.map { item -> HTML in
                """
                <li>
                  <form method="post" action="/pack/answer" class="row">
                    \(.csrfField(csrf))
                    <input type="hidden" name="itemId" value="\(item.id.uuidString)">
                    <span class="grow">Any \(item.name) left?</span>
                    <button type="submit" name="answer" value="yes" class="quiet" aria-label="Yes, some \(item.name) is left">Yes</button>
                    <button type="submit" name="answer" value="none" aria-label="None left of \(item.name)">None</button>
                  </form>
                </li>
                """
            })
          </ul>
          <p><a class="button quiet" href="/inventory">Back to the kitchen</a></p>
        </section>
        """
    }
}
