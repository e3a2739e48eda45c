import ArgumentParser
import Foundation
import LunchBoxCore

/// The `lunchbox` command.
public struct LunchBoxCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lunchbox",
        abstract: "Pack a lunch from what is in the fridge.",
        discussion: "Add what you have, set dietary preferences, and get lunch box ideas. Data stays on this computer; only the AI service you configure receives your food list.",
        subcommands: [
            InventoryCommand.self, IdeasCommand.self, FavoritesCommand.self,
            PreferencesCommand.self, SettingsCommand.self, ServeCommand.self,
            MealsCommand.self, PlanCommand.self, ShoppingListCommand.self,
        ]
    )

    public init() {}
}

/// Runs the command line and returns the exit status: 0 ok, 1 an error the person can
/// act on (its message on standard error), 2 a usage mistake.
public enum CLI {
    public static func run(_ arguments: [String], context: CLIContext = .live()) async -> Int32 {
        await CLIContext.$current.withValue(context) {
            do {
                var command = try LunchBoxCommand.parseAsRoot(arguments)
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                return 0
            } catch {
                return report(error, to: context.errors, output: context.output)
            }
        }
    }

    static func report(_ error: any Error, to errors: any TextOutput, output: any TextOutput) -> Int32 {
        switch error {
        case let error as CLIError:
            errors.line("Error: \(error.message)")
            if let hint = error.hint { errors.line(hint) }
            return 1
        case is AIClientError, is SecretStoreError, is UserTextError, is InventoryError, is PlannerError, is UserFacingError, is OfflineChefError, is IdeaServiceError:
            errors.line("Error: \(UserFacingError(error).message)")
            if let hint = hint(for: error) { errors.line(hint) }
            return 1
        case let error as any LocalizedError where !(error is any ParsableArguments):
            errors.line("Error: \(error.errorDescription ?? "\(error)")")
            return 1
        default:
            let code = LunchBoxCommand.exitCode(for: error)
            let message = LunchBoxCommand.fullMessage(for: error)
            if code == .success {
                output.line(message)
                return 0
            }
            if !message.isEmpty { errors.line(message) }
            return code == .validationFailure ? 2 : code.rawValue
        }
    }

    /// The command that fixes the error, where there is one.
    static func hint(for error: any Error) -> String? {
        switch error {
        case AIClientError.missingAPIKey, AIClientError.httpError(statusCode: 401, _, _, _):
            return "Set your key with: lunchbox settings set-key\nOr use the built-in offline chef: lunchbox ideas --engine offline"
        case AIClientError.invalidBaseURL, AIClientError.insecureEndpoint, AIClientError.cannotConnect:
            return "Check the address with: lunchbox settings (change it with lunchbox settings base-url URL or lunchbox settings preset NAME)"
        case AIClientError.httpError(statusCode: 403, _, _, _), AIClientError.httpError(statusCode: 404, _, _, _):
            return "Check the model and address with: lunchbox settings (change them with lunchbox settings model NAME or base-url URL)"
        default:
            let described = UserFacingError(error)
            var hints: [String] = []
            if described.allowsRetry { hints.append("Run the command again to retry.") }
            if described.actions.contains(.useOfflineChef) { hints.append("Or use the built-in offline chef: lunchbox ideas --engine offline") }
            return hints.isEmpty ? nil : hints.joined(separator: "\n")
        }
    }
}
