import ArgumentParser
import LunchBoxCore

/// `lunchbox prefs …` (or `lunchbox preferences …`): dietary preferences, and with
/// `ideas` the chef persona and the idea preferences.
struct PreferencesCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "prefs",
            abstract: Help.say("help.preferences.abstract"),
            subcommands: [Show.self, Set.self, Ideas.self],
            defaultSubcommand: Show.self,
            aliases: ["preferences"]
        )
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.preferences.show.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let preferences = try await services.useCases().preferences.current()
            if format.json {
                return try JSONOutput.print(preferences, to: services.output)
            }
            services.output.line(PreferencesCommand.describe(preferences, services.words))
        }
    }

    struct Set: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.preferences.set.abstract"),
                discussion: Help.say("help.preferences.set.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.preferences.set.restrictions")) var restrictions: [String] = []
        @Flag(help: .say("help.preferences.set.none")) var none = false

        func run() async throws {
            let services = Services(global)
            guard none != !restrictions.isEmpty else {
                throw CLIError(none ? "cli2.prefs.noneAndSome" : "cli2.prefs.nameThem", hint: Fault("cli2.hint.example", [.text("lunchbox prefs set vegetarian nut-free")]))
            }
            let chosen = try restrictions.map(PreferencesCommand.restriction(named:))
            let preferences = try await services.useCases().preferences.save(DietaryPreferences(chosen))
            if format.json {
                return try JSONOutput.print(preferences, to: services.output)
            }
            services.output.line(services.words("cli2.prefs.saved", PreferencesCommand.describe(preferences, services.words)))
        }
    }

    static func describe(_ preferences: DietaryPreferences, _ words: Wording) -> String {
        preferences.activeSummary(words).map { words("cli2.prefs.diets", $0) } ?? words("cli2.prefs.noDiets")
    }

    static func restriction(named name: String) throws -> DietaryRestriction {
        let key = name.lowercased().filter(\.isLetter)
        guard let match = DietaryRestriction.allCases.first(where: { $0.label.filter(\.isLetter) == key }) else {
            throw CLIError(
                "cli2.prefs.unknown", .text(String(name.prefix(40))), hint: Fault("cli2.hint.chooseFrom", [.text(DietaryRestriction.allCases.map(\.label).joined(separator: ", "))]))
        }
        return match
    }
}
