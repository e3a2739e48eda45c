import ArgumentParser
import LunchBoxCore

extension SettingsCommand {
    /// `lunchbox settings language [CODE|auto]`: the household's language for the web
    /// pages, over each reader's browser. This command's own words follow `--language` or
    /// the locale, as every command's do.
    struct HouseholdLanguage: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "language",
                abstract: Help.say("help.settings.householdLanguage.abstract"),
                discussion: Help.say("help.settings.householdLanguage.discussion"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.settings.householdLanguage.code", valueName: "code")) var code: String?

        func run() async throws {
            let services = Services(global)
            let language = try services.useCases().language
            let words = services.words
            guard let code else {
                let chosen = try await language.chosen()
                services.output.line(chosen.map { words("cli.language.chosen", words.name(of: $0)) } ?? words("cli.language.browser"))
                return
            }
            if code.lowercased() == "auto" {
                try await language.choose(nil)
                services.output.line(words("cli.language.browser"))
                return
            }
            guard let chosen = Language(tag: code) else {
                throw ValidationError(words("cli.language.unknown", code))
            }
            try await language.choose(chosen)
            services.output.line(words("cli.language.chosen", words.name(of: chosen)))
        }
    }
}
