import Foundation
import LunchBoxCore

/// After packing: the kitchen items whose amount could not be worked out, all asked about
/// in one form ("Any cheddar left?", some left by default, the usual case), answered with
/// one press. The packing's Undo travels with the answers, so it is never lost.
struct PackQuestionsPage: Page {
    let lunch: String
    let items: [InventoryItem]
    /// The packing's undo token, offered again after the answers.
    let undo: UUID?
    /// Where to go after answering: the page "Packed it" was pressed on.
    let back: String

    func title(_ words: Wording) -> String { words("ideas.pack.title") }
    var section: PageChrome.Section { .kitchen }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(words("ideas.pack.title"))</h1>
          <p class="muted small">\(words("ideas.pack.cannotTell", lunch))</p>
          <form method="post" action="/pack/answers" class="stack">
            \(.csrfField(csrf))
            \(html: undo.map { #"<input type="hidden" name="undo" value="\#($0.uuidString)">"# })
            <input type="hidden" name="back" value="\(back)">
            <ul class="list" id="pack-questions">
              \(items.map { item -> HTML in
                  """
                  <li>
                    <div class="answer" role="radiogroup" aria-labelledby="q-\(item.id.uuidString)">
                      <span id="q-\(item.id.uuidString)">\(words("ideas.pack.anyLeft", item.name))</span>
                      <div class="choices">
                        <label class="choice"><input type="radio" name="answer-\(item.id.uuidString)" value="yes" checked> \(words("ideas.pack.someLeft"))</label>
                        <label class="choice"><input type="radio" name="answer-\(item.id.uuidString)" value="none"> \(words("ideas.pack.noneLeft"))</label>
                      </div>
                    </div>
                  </li>
                  """
              })
            </ul>
            <button type="submit" class="wide">\(words("ideas.pack.done"))</button>
          </form>
        </section>
        """
    }
}
