import ArgumentParser
import LunchBoxCore

extension SettingsCommand {
    /// `lunchbox settings language [CODE|auto]`: the household's language for the web
    /// pages, over each reader's browser. This command's own words follow `--language` or
    /// the locale, as every command's do.
    struct HouseholdLanguage: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "language",
            abstract: "Show or choose the language of the web pages for the whole household.",
            discussion: "Example: lunchbox settings language de (auto: each reader's browser decides)")

        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp("en, de, fr, es or sv; auto to follow each browser.", valueName: "code")) var code: String?

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
