import LunchBoxCore

/// Runs one screen action: on success the screen's error goes away, on failure it shows
/// the one mapping's words (`UserFacingError`), the same a web page or the CLI would show,
/// in the screen's language (`words`).
@MainActor
enum ScreenAction {
    @discardableResult
    static func run(words: Wording, _ action: () async throws -> Void, showing setError: (String?) -> Void) async -> Bool {
        do {
            try await action()
            setError(nil)
            return true
        } catch {
            setError(UserFacingError(error).message(words))
            return false
        }
    }
}
