import LunchBoxCore

/// The ideas page: the last batch (or what went wrong asking), the forms that ask again,
/// and the photo form. `#ideas-result` is what the page's script fills while ideas
/// stream in; it keeps the last batch on screen until the first new idea arrives.
struct IdeasPage: Page {
    /// What the ideas follow ("vegetarian and nut-free"); nil when no diet is chosen.
    let diets: String?
    let batch: IdeaBatchView?
    let failure: FailureView?
    let hasItems: Bool
    /// A key is saved: the AI answers, the offline chef is one button away, and photos work.
    let hasKey: Bool
    let waitingFor: String
    /// Who the ideas are for.
    var packFor = PackForView(members: [])

    func title(_ words: Wording) -> String { words("ideas.title") }
    var section: PageChrome.Section { .ideas }

    func content(csrf: String, words: Wording) -> HTML {
        let dietLine: HTML =
            diets.map { #"\#(HTML.emphasizing($0, in: words("ideas.diets"))) <a href="/preferences">\#(words("ideas.changeDiets"))</a>"# }
            ?? #"\#(words("ideas.noDiets")) <a href="/preferences">\#(words("ideas.chooseDiets"))</a>"#
        return """
            <h1>\(words("ideas.title"))</h1>
            <p class="muted small" id="active-diets">\(dietLine)</p>
            <div id="ideas-result"\(IdeaStreamWords(words: words).attributes)>
            \(result(csrf: csrf, words: words))
            </div>

            <section class="card">
              \(asking(csrf: csrf, words: words))
              \(packFor.html(csrf: csrf, words: words))
            </section>

            <section class="card photo-upload" id="photo-ideas" aria-labelledby="photo-ideas-heading">
              <h2 id="photo-ideas-heading"><span aria-hidden="true">📷</span> \(words("ideas.photo.heading"))</h2>
              \(if: hasKey, """
              <form method="post" action="/ideas/photo" enctype="multipart/form-data" data-stream="/ideas/photo/stream" data-loading>
                \(.csrfField(csrf))
                <label for="photo-ideas-file">\(words("ideas.photo.label"))</label>
                <input id="photo-ideas-file" name="photo" type="file" accept="image/*" capture="environment" required>
                <p class="actions when-idle"><button type="submit">\(words("ideas.photo.button"))</button></p>
                <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(words("ideas.photo.waiting"))</p>
              </form>
              """, else: """
              <p class="muted">\(words("ideas.photo.needsVision"))</p>
              <p class="actions"><a class="button quiet" href="/settings">\(words("chrome.tab.settings"))</a> <a class="button quiet" href="/scan">\(words("ideas.photo.scanInstead"))</a></p>
              """)
            </section>
            """
    }

    /// What the last request gave.
    private func result(csrf: String, words: Wording) -> HTML {
        if let failure { return failure.html(csrf: csrf, words: words) }
        if let batch { return batch.html }
        return """
            <section class="card empty">
              <p class="big" aria-hidden="true">💡</p>
              <p>\(words(hasItems ? "ideas.askForIdeas" : "kitchen.emptyPrompt"))</p>
            </section>
            """
    }

    /// The forms that ask for ideas; they stream where the page's script can.
    private func asking(csrf: String, words: Wording) -> HTML {
        guard hasItems else {
            return """
                <button class="wide" type="button" disabled><span aria-hidden="true">💡</span> \(words("kitchen.getIdeas"))</button>
                <p class="muted">\(words("kitchen.emptyPrompt")) <a href="/inventory">\(words("ideas.openKitchen"))</a></p>
                """
        }
        // The held-back ideas of the new batch show too when this page shows them.
        let stream = batch?.showsHeldBack == true ? "/ideas/stream?show=held-back" : "/ideas/stream"
        let label = words(batch == nil ? "kitchen.getIdeas" : "ideas.new")
        let again = IdeaForms.ask(
            csrf: csrf, engine: .automatic, waitingFor: waitingFor, button: #"<button type="submit" class="wide when-idle" id="new-ideas"><span aria-hidden="true">💡</span> \#(label)</button>"#,
            stream: stream)
        let offline = IdeaForms.ask(
            csrf: csrf, engine: .offline, waitingFor: words("ideas.offlineThinking"),
            button: #"<button type="submit" class="quiet when-idle"><span aria-hidden="true">👩‍🍳</span> \#(words("ideas.askOffline"))</button>"#, stream: stream,
            classes: #" class="actions""#)
        return "\(again)\(if: hasKey, offline)"
    }
}
