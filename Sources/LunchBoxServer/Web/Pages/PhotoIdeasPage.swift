import LunchBoxCore

/// "Snap a photo → ideas" without scripts: the foods seen, to add to the kitchen, and
/// the ideas' cards; or what went wrong, with the ways on.
struct PhotoIdeasPage: UntranslatedPage {
    let seen: SeenFoodsView?
    let batch: IdeaBatchView?
    let error: String?
    /// No AI service can read photos: offer scanning here and the offline chef instead.
    let offerScan: Bool

    var title: String { "Ideas from a photo" }
    var section: PageChrome.Section { .ideas }

    init(seen: [DetectedItem], batch: IdeaBatch) {
        self.seen = SeenFoodsView(seen)
        self.batch = IdeaBatchView(batch)
        error = nil
        offerScan = false
    }

    init(error: String, offerScan: Bool = false) {
        seen = nil
        batch = nil
        self.error = error
        self.offerScan = offerScan
    }

    func content(csrf: String) -> HTML {
        guard let error else {
            return """
                <h1>Ideas from a photo</h1>
                \(html: seen?.html(csrf: csrf))
                \(html: batch?.html)
                """
        }
        return """
            <h1>Ideas from a photo</h1>
            <div class="alert" role="alert" id="photo-ideas-error"><p>\(error)</p></div>
            <div class="actions">
              \(if: offerScan, """
              <a class="button" href="/scan">Scan the photo here</a> <a class="button quiet" href="/ideas">Offline ideas</a> <a class="button quiet" href="/settings">Open settings</a>
              """, else: #"<a class="button quiet" href="/ideas">Back to ideas</a>"#)
            </div>
            """
    }
}
