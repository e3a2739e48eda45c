import LunchBoxCore
import LunchBoxStorage

/// The command line's own hints: which command fixes an error. The words of the error
/// come from `UserFacingError`, the same in every face; only this table names commands.
enum CLIHints {
    static func hint(for error: any Error, described: UserFacingError) -> String? {
        if let specific = specificHint(for: error) { return specific }
        var hints: [String] = []
        if described.actions.contains(.addFood) { hints.append("Add food with: lunchbox inventory add eggs bread") }
        if described.actions.contains(.askForIdeas) { hints.append("Ask for some with: lunchbox ideas") }
        if described.allowsRetry { hints.append("Run the command again to retry.") }
        if described.actions.contains(.useOfflineChef) { hints.append("Or use the built-in offline chef: lunchbox ideas --engine offline") }
        return hints.isEmpty ? nil : hints.joined(separator: "\n")
    }

    private static func specificHint(for error: any Error) -> String? {
        switch error {
        case AIClientError.missingAPIKey, AIClientError.httpError(statusCode: 401, _, _, _):
            "Set your key with: lunchbox settings set-key\nOr use the built-in offline chef: lunchbox ideas --engine offline"
        case AIClientError.invalidBaseURL, AIClientError.insecureEndpoint, AIClientError.cannotConnect:
            "Check the address with: lunchbox settings (change it with lunchbox settings base-url URL or lunchbox settings preset NAME)"
        case AIClientError.httpError(statusCode: 403, _, _, _), AIClientError.httpError(statusCode: 404, _, _, _):
            "Check the model and address with: lunchbox settings (change them with lunchbox settings model NAME or base-url URL)"
        case IdeasError.noIdeaNumbered:
            "See them again with: lunchbox ideas --last"
        case IdeasError.noRecentIdeas:
            "Ask for some with: lunchbox ideas"
        case PlannerError.emptyDescription:
            "Example: lunchbox meals add \"Chicken wrap\" --protein chicken --carb tortilla"
        case SettingsError.unknownPreset:
            "See them with: lunchbox settings preset"
        case StorageError.cannotOpen, StorageError.newerVersion:
            "Choose another file with --database PATH or LUNCHBOX_DATABASE."
        default:
            nil
        }
    }
}
