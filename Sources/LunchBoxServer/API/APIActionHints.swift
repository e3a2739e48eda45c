import Hummingbird
import LunchBoxCore

/// How an API client takes an error's actions, beside its message: the shared words name
/// no requests (they are the same in every face), so the API adds its own.
enum APIActionHints {
    /// Nil when no action needs a request of its own.
    static func hint(for actions: [UserFacingError.Action], request: Request) -> String? {
        let hints = actions.compactMap { hint(for: $0, request: request) }
        return hints.isEmpty ? nil : hints.joined(separator: " ")
    }

    private static func hint(for action: UserFacingError.Action, request: Request) -> String? {
        switch action {
        case .confirm: "Send \(request.method.rawValue) \(request.uri.path)?confirm=true to confirm."
        case .openSettings, .retry, .useOfflineChef, .addFood, .askForIdeas: nil
        }
    }
}
