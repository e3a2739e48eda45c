import ArgumentParser
import Foundation
import LunchBoxCore

/// The `lunchbox` command.
public struct LunchBoxCommand: AsyncParsableCommand {
    /// What `lunchbox --version` prints; matches the API's version in docs/openapi.json.
    public static let version = "1.0.0"

    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "lunchbox",
            abstract: Help.say("help.root.abstract"),
            discussion: Help.say("help.root.discussion"),
            version: version,
            subcommands: [
                InventoryCommand.self, ScanCommand.self, IdeasCommand.self, FavoritesCommand.self,
                PreferencesCommand.self, SettingsCommand.self, ServeCommand.self,
                MealsCommand.self, PlanCommand.self, PackCommand.self, ShoppingListCommand.self, PlayCommand.self, HouseholdCommand.self,
                BackupCommand.self, RestoreCommand.self, ExportCommand.self, ImportCommand.self, MoveInCommand.self, MCPCommand.self,
            ]
        )
    }

    public init() {}
}

/// Runs the command line and returns the exit status: 0 ok, 1 an error the person can
/// act on (its message on standard error), 2 a usage mistake.
public enum CLI {
    public static func run(_ arguments: [String], context: CLIContext = .live()) async -> Int32 {
        // Everything printed, from the database or a remote service, goes through the one
        // sanitizer: no escape sequence reaches the terminal.
        var context = context
        context.arguments = arguments
        context.output = SanitizedOutput(base: context.output)
        context.errors = SanitizedOutput(base: context.errors)
        return await CLIContext.$current.withValue(context) {
            do {
                var command = try LunchBoxCommand.parseAsRoot(arguments)
                if var asyncCommand = command as? any AsyncParsableCommand {
                    try await asyncCommand.run()
                } else {
                    try command.run()
                }
                return 0
            } catch {
                return report(error, to: context.errors, output: context.output, words: LanguageOptions.words(arguments: arguments, context: context))
            }
        }
    }

    static func report(_ error: any Error, to errors: any TextOutput, output: any TextOutput, words: Wording) -> Int32 {
        if let message = message(for: error, words: words) {
            errors.line(words("cli2.error", message))
            if let hint = hint(for: error, words: words) { errors.line(hint) }
            return 1
        }
        let code = LunchBoxCommand.exitCode(for: error)
        let message = LunchBoxCommand.fullMessage(for: error)
        if code == .success {
            // Help (and the version), in the reader's language.
            output.line(HelpChrome.translate(message, words: words))
            return 0
        }
        // A usage mistake, in the reader's language where the parser's words are known.
        if !message.isEmpty { errors.line(UsageErrorWording.translate(message, words: words)) }
        return code == .validationFailure ? 2 : code.rawValue
    }

    /// The words for one of our own errors, as every command says them (after "Error: "),
    /// in `words`' language: a `CLIError`'s message, else the one mapping's
    /// (`UserFacingError`). Nil for the argument parser's own errors (usage, help,
    /// version), which it words itself: help from our catalog (`Help`, `HelpChrome`), its
    /// usage errors exchanged for ours where their shape is known (`UsageErrorWording`).
    static func message(for error: any Error, words: Wording) -> String? {
        switch error {
        case let error as CLIError: error.message(words)
        case _ where error is any LocalizedError || error is any UserFacingErrorConvertible: UserFacingError(error).message(words)
        default: nil
        }
    }

    /// This face's hint under the words: which command fixes it.
    private static func hint(for error: any Error, words: Wording) -> String? {
        if let error = error as? CLIError { return error.hint(words) }
        return CLIHints.hint(for: error, described: UserFacingError(error), words: words)
    }
}
