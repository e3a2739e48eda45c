import LunchBoxCore

/// "Snap a photo → ideas" without scripts: the foods seen, to add to the kitchen, and
/// the ideas' cards; or what went wrong, with the ways on.
struct PhotoIdeasPage: Page {
    let seen: SeenFoodsView?
    let batch: IdeaBatch?
    let error: String?
    /// No AI service can read photos: offer scanning here and the offline chef instead.
    let offerScan: Bool

    func title(_ words: Wording) -> String { words("ideas.photo.title") }
    var section: PageChrome.Section { .ideas }

    init(seen: [DetectedItem], batch: IdeaBatch) {
        self.seen = SeenFoodsView(seen)
        self.batch = batch
        error = nil
        offerScan = false
    }

    init(error: String, offerScan: Bool = false) {
        seen = nil
        batch = nil
        self.error = error
        self.offerScan = offerScan
    }

    func content(csrf: String, words: Wording) -> HTML {
        guard let error else {
            return """
                <h1>\(words("ideas.photo.title"))</h1>
                \(html: seen?.html(csrf: csrf, words: words))
                \(html: batch.map { IdeaBatchView($0, words: words).html })
                """
        }
        return """
            <h1>\(words("ideas.photo.title"))</h1>
            <div class="alert" role="alert" id="photo-ideas-error"><p>\(error)</p></div>
            <div class="actions">
              \(if: offerScan, """
              <a class="button" href="/scan">\(words("ideas.photo.scanHere"))</a> <a class="button quiet" href="/ideas">\(words("ideas.photo.offlineIdeas"))</a> <a class="button quiet" href="/settings">\(words("ideas.failure.openSettings"))</a>
              """, else: #"<a class="button quiet" href="/ideas">\#(words("ideas.photo.back"))</a>"#)
            </div>
            """
    }
}
