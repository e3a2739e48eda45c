import LunchBoxCore
import LunchBoxStorage

/// The command line's own hints: which command fixes an error. The words of the error
/// come from `UserFacingError`, the same in every face; only this table names commands.
enum CLIHints {
    static func hint(for error: any Error, described: UserFacingError, words: Wording) -> String? {
        if let specific = specificHint(for: error) { return words(specific) }
        var hints: [String] = []
        if described.actions.contains(.addFood) { hints.append(words("cli2.hint.addFood")) }
        if described.actions.contains(.askForIdeas) { hints.append(words("cli2.hint.askForIdeas")) }
        if described.allowsRetry { hints.append(words("cli2.hint.retry")) }
        if described.actions.contains(.useOfflineChef) { hints.append(words("cli2.hint.offlineChef")) }
        return hints.isEmpty ? nil : hints.joined(separator: "\n")
    }

    /// The hint's key in `cli2.strings`.
    private static func specificHint(for error: any Error) -> String? {
        switch error {
        case AIClientError.missingAPIKey, AIClientError.httpError(statusCode: 401, _, _, _):
            "cli2.hint.setKey"
        case AIClientError.invalidBaseURL, AIClientError.insecureEndpoint, AIClientError.cannotConnect:
            "cli2.hint.checkAddress"
        case AIClientError.httpError(statusCode: 403, _, _, _), AIClientError.httpError(statusCode: 404, _, _, _):
            "cli2.hint.checkModel"
        case IdeasError.noIdeaNumbered:
            "cli2.hint.lastIdeas"
        case IdeasError.noRecentIdeas:
            "cli2.hint.askForIdeas"
        case PlannerError.emptyDescription:
            "cli2.hint.mealExample"
        case SettingsError.unknownPreset:
            "cli2.hint.presets"
        case StorageError.cannotOpen, StorageError.newerVersion:
            "cli2.hint.database"
        default:
            nil
        }
    }
}
