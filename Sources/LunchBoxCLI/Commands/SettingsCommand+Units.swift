import ArgumentParser
import LunchBoxCore

extension SettingsCommand {
    /// `lunchbox settings units [metric|us|auto]`: the household's units for the amounts
    /// LunchBox works out, over each reader's region (the web's Settings → Units).
    struct HouseholdUnits: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "units",
                abstract: Help.say("help.settings.householdUnits.abstract"),
                discussion: Help.say("help.settings.householdUnits.discussion"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.settings.householdUnits.system", valueName: "units")) var system: String?

        func run() async throws {
            let services = Services(global)
            let units = try services.useCases().units
            let words = services.words
            guard let system else {
                services.output.line(words.unitsChosen(try await units.chosen()))
                return
            }
            let chosen: UnitSystem?
            if system.lowercased() == "auto" {
                chosen = nil
            } else if let parsed = UnitSystem(identifier: system) {
                chosen = parsed
            } else {
                throw ValidationError(words("units.unknown", system))
            }
            try await units.choose(chosen)
            services.output.line(words.unitsChosen(chosen))
        }
    }
}
