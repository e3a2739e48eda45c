import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox pack …`: a packed lunch takes its amounts out of the kitchen.
struct PackCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pack",
            abstract: Help.say("help.pack.abstract"),
            discussion: Help.say("help.pack.discussion"),
            subcommands: [Idea.self, Favorite.self, Meal.self, Undo.self]
        )
    }

    /// The answers to "Any cheddar left?", given up front.
    struct Answers: ParsableArguments {
        @Option(name: .customLong("none"), help: .say("help.pack.answers.none", valueName: "food"))
        var none: [String] = []
        @Option(name: .customLong("left"), help: .say("help.pack.answers.left", valueName: "food"))
        var left: [String] = []

        var answers: [String: Packing.Answer] {
            Self.answers(none: none, left: left)
        }

        /// A food named in both is taken as none left: removing is what was said last.
        static func answers(none: [String], left: [String]) -> [String: Packing.Answer] {
            var answers: [String: Packing.Answer] = [:]
            for food in left { answers[food] = .someLeft }
            for food in none { answers[food] = .noneLeft }
            return answers
        }
    }

    static func print(_ lunch: PackedLunch, json: Bool, services: Services) throws {
        let report = PackingReport(lunch)
        if json { return try JSONOutput.print(report, to: services.output) }
        let words = services.words
        services.output.line(report.message(words))
        for question in report.questions {
            services.output.line(words("cli2.pack.question", question.name, question.reason(words), "--none \(question.name)", "--left \(question.name)"))
        }
        if !report.notInKitchen.isEmpty { services.output.line(words("cli2.pack.notInKitchen", report.notInKitchen.joined(separator: ", "))) }
        services.output.line(words("cli2.pack.undo", "lunchbox pack undo \(report.id.uuidString)"))
    }

    struct Idea: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.pack.idea.abstract"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.pack.idea.number")) var number: Int
        @OptionGroup var answers: Answers

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let lunch = try await useCases.packing.packRecentIdea(number: number, answers: answers.answers, units: await services.units(useCases))
            try PackCommand.print(lunch, json: format.json, services: services)
        }
    }

    struct Favorite: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.pack.favorite.abstract"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.pack.favorite.favorite")) var favorite: String
        @OptionGroup var answers: Answers

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let idea = try await FavoritesCommand.resolve(favorite, favorites: useCases.favorites)
            try PackCommand.print(try await useCases.packing.packIdea(id: idea.id, answers: answers.answers, units: await services.units(useCases)), json: format.json, services: services)
        }
    }

    struct Meal: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.pack.meal.abstract"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.pack.meal.meal")) var meal: String
        @OptionGroup var answers: Answers

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let target = try MealsCommand.resolve(meal, in: try await useCases.plan.meals())
            try PackCommand.print(try await useCases.packing.packMeal(id: target.id, answers: answers.answers, units: await services.units(useCases)), json: format.json, services: services)
        }
    }

    struct Undo: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.pack.undo.abstract"))
        }
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.pack.undo.id")) var id: String

        func run() async throws {
            let services = Services(global)
            guard let uuid = UUID(uuidString: id.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("Give the packing's id as lunchbox pack printed it.")
            }
            let name = try await services.useCases().packing.undo(id: uuid)
            if format.json { return try JSONOutput.print(["undone": name], to: services.output) }
            services.output.line(services.words("cli2.pack.undone", name))
        }
    }
}
