import ArgumentParser
import LunchBoxCore
import LunchBoxUseCases

extension Cuisine: ExpressibleByArgument {}
extension Difficulty: ExpressibleByArgument {}
extension MealType: ExpressibleByArgument {}

extension PreferencesCommand {
    /// `lunchbox prefs ideas …`: the chef persona and the idea preferences.
    struct Ideas: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.preferences.ideas.abstract"),
                discussion: Help.say("help.preferences.ideas.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Option(help: .say("help.preferences.ideas.persona")) var persona: String?
        @Option(help: .say("help.preferences.ideas.cuisine", valueName: Cuisine.allCases.map(\.rawValue).joined(separator: "|"))) var cuisine: Cuisine?
        @Option(help: .say("help.preferences.ideas.difficulty", valueName: "any|easy|medium|hard")) var difficulty: Difficulty?
        @Option(
            name: .customLong("max-minutes"),
            help: .say("help.preferences.ideas.maxMinutes", valueName: IdeaPreferences.cookingTimeChoices.map(String.init).joined(separator: "|") + "|any"))
        var maxMinutes: String?
        @Option(help: .say("help.preferences.ideas.meal", valueName: "lunch-box|breakfast|dinner|snack")) var meal: MealType?
        @Option(help: .say("help.preferences.ideas.count", valueName: "3-10")) var count: Int?
        @Flag(inversion: .prefixedNo, help: .say("help.preferences.ideas.avoidRepeats")) var avoidRepeats: Bool?

        func run() async throws {
            let services = Services(global)
            let preferences = try services.useCases().preferences
            var wanted = try await preferences.ideaPreferences()
            if let persona { wanted.persona = persona }
            if let cuisine { wanted.cuisine = cuisine }
            if let difficulty { wanted.difficulty = difficulty }
            if let maxMinutes {
                guard maxMinutes == "any" || Int(maxMinutes) != nil else { throw CLIError("cli2.prefs.notMinutes", .text(String(maxMinutes.prefix(20))), hint: Fault("cli2.hint.minutes")) }
                wanted.maxMinutes = Int(maxMinutes)
            }
            if let meal { wanted.mealType = meal }
            if let count { wanted.ideaCount = count }
            if let avoidRepeats { wanted.avoidRepeats = avoidRepeats }
            let saved = try await preferences.saveIdeaPreferences(wanted)
            if format.json { return try JSONOutput.print(saved, to: services.output) }
            for line in PreferencesCommand.describe(saved, personas: try await preferences.personas(), services.words) { services.output.line(line) }
        }
    }

    static func describe(_ preferences: IdeaPreferences, personas: [PersonaChoice], _ words: Wording) -> [String] {
        let chef = ChefPersona.find(preferences.persona) ?? .house
        let time = preferences.maxMinutes.map { words("cli2.prefs.upToMinutes", $0) } ?? words("cli2.prefs.anyTime")
        var lines = [
            words("cli2.prefs.chef", chef.label, chef.id, words.ifPresent("preferences.persona.\(chef.id)") ?? chef.voice),
            words("cli2.prefs.cuisine", preferences.cuisine.title(words), preferences.difficulty.title(words), time),
            words(
                "cli2.prefs.meal", preferences.mealType.title(words), preferences.ideaCount,
                preferences.avoidRepeats ? words("cli2.prefs.on") : words("cli2.prefs.off")),
            "",
            words("cli2.prefs.chefs"),
        ]
        lines += personas.map { choice in
            let locked = choice.isAvailable ? "" : " (\(words("cli2.prefs.unlocksAt", choice.persona.unlockLevel)))"
            return "  \(choice.isChosen ? "*" : " ") \(choice.persona.id): \(choice.persona.label)" + locked
        }
        return lines
    }
}
