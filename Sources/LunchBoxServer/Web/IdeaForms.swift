import LunchBoxCore

/// The forms that ask for ideas. Without scripts each posts to `/ideas` and waits for the
/// whole batch; the page's script asks `data-stream` instead and shows each idea as it
/// arrives, with Stop.
enum IdeaForms {
    /// A form asking `engine` (`automatic` sends no engine field), showing `waitingFor`
    /// while it works; `stream` is where the page's script asks.
    static func ask(csrf: String, engine: IdeaEngineChoice, waitingFor: String, button: HTML, stream: String = "/ideas/stream", classes: HTML = .empty) -> HTML {
        let engineField: HTML = engine == .automatic ? .empty : #"<input type="hidden" name="engine" value="\#(engine.rawValue)">"#
        return """
            <form method="post" action="/ideas" data-stream="\(stream)" data-loading\(classes)>
              \(.csrfField(csrf))\(engineField)
              \(button)
              <p class="loading" role="status"><span class="spinner" aria-hidden="true"></span> \(waitingFor)</p>
            </form>
            """
    }
}
