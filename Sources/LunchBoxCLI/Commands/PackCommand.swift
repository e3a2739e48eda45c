import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox pack …`: a packed lunch takes its amounts out of the kitchen.
struct PackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack",
        abstract: "Say a lunch was packed: its amounts leave the kitchen (undo with lunchbox pack undo ID).",
        discussion: """
            Examples:
              lunchbox pack idea 2
              lunchbox pack favorite 1 --none cheddar
              lunchbox pack meal 3 --left bread
              lunchbox pack undo 3f2a9c1e-...
            An item whose amount cannot be worked out ("cheddar" with no amount) is not guessed: it is asked about. Answer with --none FOOD (none left: remove it) or --left FOOD (some left: keep it).
            """,
        subcommands: [Idea.self, Favorite.self, Meal.self, Undo.self]
    )

    /// The answers to "Any cheddar left?", given up front.
    struct Answers: ParsableArguments {
        @Option(name: .customLong("none"), help: ArgumentHelp("A food with none left after packing (removed from the kitchen).", valueName: "food"))
        var none: [String] = []
        @Option(name: .customLong("left"), help: ArgumentHelp("A food with some left after packing (kept as it is).", valueName: "food"))
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
        static let configuration = CommandConfiguration(abstract: "Pack idea N of the last batch (lunchbox ideas).")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The idea's number in the last batch.") var number: Int
        @OptionGroup var answers: Answers

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let lunch = try await useCases.packing.packRecentIdea(number: number, answers: answers.answers, units: await services.units(useCases))
            try PackCommand.print(lunch, json: format.json, services: services)
        }
    }

    struct Favorite: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Pack a favorite (its number in lunchbox favorites, or the start of its id).")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The favorite's number or id start.") var favorite: String
        @OptionGroup var answers: Answers

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let idea = try await FavoritesCommand.resolve(favorite, favorites: useCases.favorites)
            try PackCommand.print(try await useCases.packing.packIdea(id: idea.id, answers: answers.answers, units: await services.units(useCases)), json: format.json, services: services)
        }
    }

    struct Meal: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Pack a library meal, such as a planned day's (its number in lunchbox meals list, or the start of its id).")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The meal's number or id start.") var meal: String
        @OptionGroup var answers: Answers

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let target = try MealsCommand.resolve(meal, in: try await useCases.plan.meals())
            try PackCommand.print(try await useCases.packing.packMeal(id: target.id, answers: answers.answers, units: await services.units(useCases)), json: format.json, services: services)
        }
    }

    struct Undo: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Put back what a packing took from the kitchen.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The packing's id, as lunchbox pack printed it.") var id: String

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
