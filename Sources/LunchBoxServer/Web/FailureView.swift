import LunchBoxCore

/// What went wrong asking for ideas, and which ways on to offer: the error's own
/// actions, so every face offers the same ones.
struct FailureView: Sendable, Encodable {
    let title: String
    let message: String
    /// Offline is a state, not an action: it gets its banner.
    let isOffline: Bool
    let canRetry: Bool
    let canUseOfflineChef: Bool
    let needsSettings: Bool
    /// The kitchen needs (more) food.
    let needsFood: Bool
    let engine: String

    init(_ error: UserFacingError, engine: IdeaEngineChoice) {
        title = error.title
        message = error.message
        isOffline = error.kind == .offline
        canRetry = error.actions.contains(.retry)
        canUseOfflineChef = error.actions.contains(.useOfflineChef) && engine != .offline
        needsSettings = error.actions.contains(.openSettings)
        needsFood = error.actions.contains(.addFood)
        self.engine = engine.rawValue
    }
}
