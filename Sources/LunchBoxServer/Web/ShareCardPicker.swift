import LunchBoxCore

/// The "Share card" block of an idea's page: the four styles with a preview each, the
/// chosen one (from `?card-style=`, home cook when absent or unknown) and the addresses
/// of its files.
struct ShareCardPicker: Sendable {
    /// What share-card.js says when a card cannot be shared.
    static func scriptWords(_ words: Wording) -> ScriptWords {
        ScriptWords("share-card", words, table: "ideas.card", keys: ["notMade", "cannotShareFiles", "sharingFailed"])
    }

    /// "/favorites/{id}" or "/ideas/{id}": the page itself (where choosing a style
    /// without JavaScript goes), and the card files hang below it.
    let base: String
    let ideaID: String
    let selected: ShareCardStyle
    let styles: [ShareCardStyle]

    init(base: String, ideaID: String, requestedStyle: String?) {
        self.base = base
        self.ideaID = ideaID
        selected = requestedStyle.flatMap { try? ShareCardStyle.parse($0) } ?? .standard
        styles = ShareCardStyle.allCases
    }

    func html(_ words: Wording) -> HTML {
        let choices = styles.map { style -> HTML in
            """
            <label class="share-card-choice">
              <img src="\(base)/card.svg?style=\(style.rawValue)" width="108" height="135" alt="" loading="lazy">
              <span><input type="radio" name="card-style" value="\(style.rawValue)"\(if: style == selected, " checked")> \(words("ideas.card.styles.\(style.rawValue)"))</span>
            </label>
            """
        }
        return """
            <section class="share-card" id="share-card" aria-labelledby="share-card-title" data-card-base="\(base)" data-idea-id="\(ideaID)">
              <link rel="stylesheet" href="/static/share-card.css">
              <h2 id="share-card-title">\(words("ideas.card.title"))</h2>
              <form method="get" action="\(base)#share-card">
                <fieldset>
                  <legend>\(words("ideas.card.style"))</legend>
                  <div class="share-card-choices">
                    \(choices)
                  </div>
                </fieldset>
                <button type="submit" class="quiet" data-card-apply>\(words("ideas.card.useStyle"))</button>
              </form>
              <div class="actions">
                <a class="button" id="card-png" href="\(base)/card.png?style=\(selected.rawValue)&amp;download=1" download><span aria-hidden="true">🖼️</span> \(words("ideas.card.png"))</a>
                <a class="button quiet" id="card-svg" href="\(base)/card.svg?style=\(selected.rawValue)&amp;download=1" download>\(words("ideas.card.svg"))</a>
                <button type="button" class="quiet" id="card-share" hidden><span aria-hidden="true">📤</span> \(words("ideas.card.title"))</button>
              </div>
              <p class="muted small" id="card-share-status" role="status"></p>
              \(Self.scriptWords(words).html)
              <script src="/static/share-card.js" defer></script>
            </section>
            """
    }
}
