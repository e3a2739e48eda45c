import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox meals …`: the meal library the planner plans from.
struct MealsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "meals",
            abstract: Help.say("help.meals.abstract"),
            subcommands: [Add.self, List.self, Filter.self, Edit.self, Delete.self, Import.self],
            defaultSubcommand: List.self
        )
    }

    static let listCommand = "lunchbox meals list"

    /// Meals are numbered as `meals list` prints them: oldest first, from 1.
    static func resolve(_ reference: String, in meals: [Meal]) throws -> Meal {
        try Reference.resolve(reference, in: meals, id: \.id, noun: .meal, listCommand: listCommand)
    }

    struct Add: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.meals.add.abstract"),
                discussion: Help.say("help.meals.add.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.meals.add.mealDescription", valueName: "description")) var mealDescription: String?
        @Option(help: .say("help.meals.add.protein")) var protein: String?
        @Option(help: .say("help.meals.add.carb")) var carb: String?
        @Option(name: .customLong("component"), help: .say("help.meals.add.components", valueName: "component")) var components: [String] = []
        @Option(name: .customLong("from-idea"), help: .say("help.meals.add.fromIdea", valueName: "N")) var fromIdea: Int?
        @Option(name: .customLong("from-favorite"), help: .say("help.meals.add.fromFavorite", valueName: "favorite")) var fromFavorite: String?

        func run() async throws {
            let services = Services(global)
            guard [mealDescription != nil, fromIdea != nil, fromFavorite != nil].filter({ $0 }).count == 1 else {
                throw CLIError("cli2.meals.oneSource", hint: Fault("cli2.hint.example", [.text("lunchbox meals add \"Chicken wrap\" --protein chicken")]))
            }
            let plan = try services.useCases().plan
            let result: LibraryMeal
            if let fromIdea {
                result = try await plan.addRecentIdea(number: fromIdea, protein: protein, carb: carb, extraComponents: components)
            } else if let fromFavorite {
                let favorites = try services.useCases().favorites
                let favorite = try Reference.resolve(fromFavorite, in: try await favorites.list(), id: \.id, noun: .favorite, listCommand: FavoritesCommand.listCommand)
                result = try await plan.addIdea(id: favorite.id, protein: protein, carb: carb, extraComponents: components)
            } else {
                result = LibraryMeal(meal: try await plan.addMeal(description: mealDescription ?? "", protein: protein ?? "", carb: carb ?? "", components: components), isNew: true)
            }
            let saved = result.meal
            if format.json {
                return try JSONOutput.print(saved, to: services.output)
            }
            let number = (try await plan.meals().firstIndex { $0.id == saved.id } ?? 0) + 1
            services.output.line(services.words(result.isNew ? "cli2.meals.added" : "cli2.meals.alreadyAdded"))
            services.output.line(PlannerOutput(services.words).mealLine(saved, number: number))
            services.output.line(services.words("cli2.meals.planIt", "lunchbox plan assign \(number) DAY"))
        }
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.meals.list.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let meals = try await services.useCases().plan.meals()
            if format.json {
                return try JSONOutput.print(meals, to: services.output)
            }
            guard !meals.isEmpty else {
                services.output.line(services.words("cli2.meals.empty", "lunchbox meals add \"Chicken wrap\" --protein chicken --carb tortilla"))
                return
            }
            let text = PlannerOutput(services.words)
            services.output.line(services.words.counting("cli2.meals.heading", meals.count))
            for (index, meal) in meals.enumerated() {
                services.output.line(text.mealLine(meal, number: index + 1))
            }
        }
    }

    struct Filter: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.meals.filter.abstract"),
                discussion: Help.say("help.meals.filter.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Option(help: .say("help.meals.filter.protein")) var protein: String?
        @Option(help: .say("help.meals.filter.carb")) var carb: String?
        @Option(name: .customLong("component"), help: .say("help.meals.filter.components", valueName: "component")) var components: [String] = []

        /// What `meals filter --json` prints.
        struct Result: Encodable {
            let criteria: FilterCriteria
            let meals: [Meal]
            let options: FilterOptions
        }

        func run() async throws {
            let services = Services(global)
            let library = try await services.useCases().plan.meals()
            let criteria = FilterCriteria(proteinFilter: protein, carbFilter: carb, componentFilters: Set(components))
            let matches = criteria.filter(library)
            let options = FilterOptions(meals: library)
            if format.json {
                return try JSONOutput.print(Result(criteria: criteria, meals: matches, options: options), to: services.output)
            }
            let out = services.output
            let words = services.words
            guard !library.isEmpty else {
                out.line(words("cli2.meals.emptyFilter", "lunchbox meals add \"Chicken wrap\" --protein chicken"))
                return
            }
            if matches.isEmpty {
                out.line(words("cli2.meals.noMatch", describe(words)))
            } else {
                let numbers = Dictionary(uniqueKeysWithValues: library.enumerated().map { ($1.id, $0 + 1) })
                let text = PlannerOutput(words)
                out.line(
                    criteria.isActive
                        ? words.counting("cli2.meals.matching", library.count, describe(words), matches.count) : words.counting("cli2.meals.heading", library.count))
                for meal in matches {
                    out.line(text.mealLine(meal, number: numbers[meal.id] ?? 0))
                }
            }
            if matches.isEmpty || !criteria.isActive {
                out.line()
                out.line(words("cli2.meals.proteins", choices(options.proteins, words)))
                out.line(words("cli2.meals.carbs", choices(options.carbs, words)))
                out.line(words("cli2.meals.components", choices(options.components, words)))
            }
        }

        /// `protein "chicken", carb "rice" and component "lettuce"`
        private func describe(_ words: Wording) -> String {
            var parts: [String] = []
            if let protein, !protein.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(words("cli2.meals.byProtein", protein)) }
            if let carb, !carb.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(words("cli2.meals.byCarb", carb)) }
            let named = components.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if !named.isEmpty {
                parts.append(words(named.count == 1 ? "cli2.meals.byComponent" : "cli2.meals.byComponents", words.and(named.map { words("cli2.quoted", $0) })))
            }
            return parts.isEmpty ? words("cli2.meals.noCriteria") : words.and(parts)
        }

        private func choices(_ values: [String], _ words: Wording) -> String {
            values.isEmpty ? words("cli2.meals.noneYet") : values.joined(separator: ", ")
        }
    }

    struct Edit: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.meals.edit.abstract"),
                discussion: Help.say("help.meals.edit.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.meals.edit.meal")) var meal: String
        @Option(name: .customLong("description"), help: .say("help.meals.edit.newDescription")) var newDescription: String?
        @Option(help: .say("help.meals.edit.protein")) var protein: String?
        @Option(help: .say("help.meals.edit.carb")) var carb: String?
        @Option(name: .customLong("component"), help: .say("help.meals.edit.components", valueName: "component")) var components: [String] = []
        @Flag(name: .customLong("clear-components"), help: .say("help.meals.edit.clearComponents")) var clearComponents = false

        func run() async throws {
            let services = Services(global)
            if clearComponents && !components.isEmpty {
                throw CLIError("cli2.meals.componentsTwice")
            }
            guard newDescription != nil || protein != nil || carb != nil || !components.isEmpty || clearComponents else {
                throw CLIError("cli2.error.nothingToChange", hint: Fault("cli2.hint.mealChanges"))
            }
            let plan = try services.useCases().plan
            let meals = try await plan.meals()
            let target = try MealsCommand.resolve(meal, in: meals)
            let edit = MealEdit(
                description: newDescription, primaryProtein: protein, primaryCarb: carb,
                otherComponents: clearComponents || !components.isEmpty ? components : nil)
            let stored = try await plan.updateMeal(id: target.id, edit: edit)
            if format.json {
                return try JSONOutput.print(stored, to: services.output)
            }
            let number = (meals.firstIndex { $0.id == stored.id } ?? 0) + 1
            services.output.line(services.words("cli2.meals.updated"))
            services.output.line(PlannerOutput(services.words).mealLine(stored, number: number))
        }
    }

    struct Delete: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.meals.delete.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.meals.edit.meal")) var meal: String
        @Flag(name: .shortAndLong, help: .say("help.meals.delete.yes")) var yes = false

        func run() async throws {
            let services = Services(global)
            let plan = try services.useCases().plan
            let target = try MealsCommand.resolve(meal, in: try await plan.meals())
            let deleted: DeletedMeal
            do {
                deleted = try await plan.deleteMeal(id: target.id, confirmed: yes)
            } catch PlannerError.mealIsPlanned(let description, let days) {
                let words = services.words
                let planned = words.counting("cli2.meals.plannedOn", days.count, description, PlannerOutput(words).dayList(days))
                let hint = words("cli2.meals.deleteHint", "lunchbox meals delete \(meal.trimmingCharacters(in: .whitespaces)) --yes")
                guard try services.askYes(planned, words("cli2.meals.deleteQuestion"), hint: hint) else {
                    services.output.line(words("cli2.meals.nothingDeleted"))
                    return
                }
                deleted = try await plan.deleteMeal(id: target.id, confirmed: true)
            }
            let days = deleted.plannedDays
            services.output.line(
                days.isEmpty
                    ? services.words("cli2.meals.deleted", deleted.meal.description)
                    : services.words.counting("cli2.meals.deletedWithDays", days.count, deleted.meal.description))
        }
    }
}
