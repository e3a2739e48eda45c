import Hummingbird
import LunchBoxCore

/// How an API client takes an error's actions, added to its message: the shared words
/// name no requests (they are the same in every face), so the API adds its own.
enum APIActionHints {
    static func hints(for actions: [UserFacingError.Action], request: Request) -> String {
        actions.compactMap { hint(for: $0, request: request) }.map { " " + $0 }.joined()
    }

    private static func hint(for action: UserFacingError.Action, request: Request) -> String? {
        switch action {
        case .confirm: "Send \(request.method.rawValue) \(request.uri.path)?confirm=true to confirm."
        case .openSettings, .retry, .useOfflineChef, .addFood, .askForIdeas: nil
        }
    }
}
