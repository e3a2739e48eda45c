import LunchBoxCore

/// The ideas page: the last batch (or what went wrong asking), the forms that ask again,
/// and the photo form. `#ideas-result` is what the page's script fills while ideas
/// stream in; it keeps the last batch on screen until the first new idea arrives.
struct IdeasPage: UntranslatedPage {
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

    var title: String { "Lunch box ideas" }
    var section: PageChrome.Section { .ideas }

    func content(csrf: String) -> HTML {
        let dietLine: HTML =
            diets.map { #"Ideas are <strong>\#($0)</strong>. <a href="/preferences">Change dietary preferences</a>"# }
            ?? #"No dietary preferences chosen. <a href="/preferences">Choose them</a>"#
        return """
            <h1>Lunch box ideas</h1>
            <p class="muted small" id="active-diets">\(dietLine)</p>
            <div id="ideas-result"\(IdeaStreamWords.attributes)>
            \(result(csrf: csrf))
            </div>

            <section class="card">
              \(asking(csrf: csrf))
              \(packFor.html(csrf: csrf))
            </section>

            <section class="card photo-upload" id="photo-ideas" aria-labelledby="photo-ideas-heading">
              <h2 id="photo-ideas-heading"><span aria-hidden="true">📷</span> Snap a photo → ideas</h2>
              \(if: hasKey, """
              <form method="post" action="/ideas/photo" enctype="multipart/form-data" data-stream="/ideas/photo/stream" data-loading>
                \(.csrfField(csrf))
                <label for="photo-ideas-file">Take a photo of your food or choose one</label>
                <input id="photo-ideas-file" name="photo" type="file" accept="image/*" capture="environment" required>
                <p class="actions when-idle"><button type="submit">Get ideas from the photo</button></p>
                <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(PhotoIdeasController.waiting)</p>
              </form>
              """, else: """
              <p class="muted">Ideas from a photo in one step need an AI service with a vision-capable model (<a href="/settings">Settings</a>). Without one, <a href="/scan">scan the photo</a> with what this machine can recognise, confirm the food, and ask the offline chef.</p>
              """)
            </section>
            """
    }

    /// What the last request gave.
    private func result(csrf: String) -> HTML {
        if let failure { return failure.html(csrf: csrf) }
        if let batch { return batch.html }
        return """
            <section class="card empty">
              <p class="big" aria-hidden="true">💡</p>
              <p>\(hasItems ? "Ask for ideas made from what is in your kitchen." : "Scan or add items to get lunch box ideas.")</p>
            </section>
            """
    }

    /// The forms that ask for ideas; they stream where the page's script can.
    private func asking(csrf: String) -> HTML {
        guard hasItems else {
            return """
                <button class="wide" type="button" disabled><span aria-hidden="true">💡</span> Get lunch box ideas</button>
                <p class="muted">Scan or add items to get lunch box ideas. <a href="/inventory">Open the kitchen</a></p>
                """
        }
        // The held-back ideas of the new batch show too when this page shows them.
        let stream = batch?.showsHeldBack == true ? "/ideas/stream?show=held-back" : "/ideas/stream"
        let label = batch == nil ? "Get lunch box ideas" : "New ideas"
        let again = IdeaForms.ask(
            csrf: csrf, engine: .automatic, waitingFor: waitingFor, button: #"<button type="submit" class="wide when-idle" id="new-ideas"><span aria-hidden="true">💡</span> \#(label)</button>"#,
            stream: stream)
        let offline = IdeaForms.ask(
            csrf: csrf, engine: .offline, waitingFor: "The offline chef is thinking…",
            button: #"<button type="submit" class="quiet when-idle"><span aria-hidden="true">👩‍🍳</span> Ask the offline chef</button>"#, stream: stream,
            classes: #" class="actions""#)
        return "\(again)\(if: hasKey, offline)"
    }
}
