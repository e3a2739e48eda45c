import LunchBoxCore

/// What went wrong asking for ideas, and the ways on: the error's own actions, so every
/// face offers the same ones. The ideas page renders it, and so does the ideas stream's
/// `failure` event, which the page's script only places.
struct FailureView: Sendable {
    let title: String
    let message: String
    /// Offline is a state, not an action: it gets its banner.
    let isOffline: Bool
    let canRetry: Bool
    let canUseOfflineChef: Bool
    let needsSettings: Bool
    /// The kitchen needs (more) food.
    let needsFood: Bool
    let engine: IdeaEngineChoice
    /// What the retry form's status line says while it waits.
    let waitingFor: String

    init(_ error: UserFacingError, engine: IdeaEngineChoice, waitingFor: String) {
        title = error.title
        message = error.message
        isOffline = error.kind == .offline
        canRetry = error.actions.contains(.retry)
        canUseOfflineChef = error.actions.contains(.useOfflineChef) && engine != .offline
        needsSettings = error.actions.contains(.openSettings)
        needsFood = error.actions.contains(.addFood)
        self.engine = engine
        self.waitingFor = waitingFor
    }

    /// The message and its ways on: forms that ask again (streaming where the page can),
    /// or for a photo's failure, another photo.
    func html(csrf: String, words: Wording, fromPhoto: Bool = false) -> HTML {
        let box: HTML =
            isOffline
            ? """
            <div class="banner" role="alert" id="offline-banner">
              <p><strong><span aria-hidden="true">📡</span> \(title)</strong></p>
              <p>\(message)</p>
            </div>
            """
            : """
            <div class="alert" role="alert" id="ideas-error">
              <p><strong>\(title)</strong></p>
              <p>\(message)</p>
            </div>
            """
        let settings: HTML = needsSettings ? #"<a class="button quiet" href="/settings">\#(words("ideas.failure.openSettings"))</a>"# : .empty
        if fromPhoto {
            return """
                \(box)
                <div class="actions">
                  <a class="button quiet" href="#photo-ideas">\(words("ideas.photo.another"))</a>
                  \(settings)
                </div>
                """
        }
        let retry = IdeaForms.ask(csrf: csrf, engine: engine, waitingFor: waitingFor, button: #"<button type="submit" class="when-idle" id="retry">\#(words("ideas.failure.retry"))</button>"#)
        let offline = IdeaForms.ask(
            csrf: csrf, engine: .offline, waitingFor: words("ideas.offlineThinking"),
            button: #"<button type="submit" class="quiet when-idle" id="use-offline"><span aria-hidden="true">👩‍🍳</span> \#(words("ideas.failure.offlineInstead"))</button>"#)
        return """
            \(box)
            <div class="actions">
              \(if: canRetry, retry)
              \(if: canUseOfflineChef, offline)
              \(settings)
              \(if: needsFood, #"<a class="button" href="/inventory" id="add-food">\#(words("kitchen.addFood"))</a>"#)
            </div>
            """
    }
}
