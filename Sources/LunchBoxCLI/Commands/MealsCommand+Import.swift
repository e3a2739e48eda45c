import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension MealsCommand {
    /// `lunchbox meals import FILE`: a schema.org Recipe (JSON-LD, or a page's HTML) into the library.
    struct Import: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.meals.import.abstract"),
                discussion: Help.say("help.meals.import.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.meals.import.file", valueName: "FILE")) var file: String

        func run() async throws {
            let services = Services(global)
            let data = try InputFile.read(file, limit: RecipeImport.maximumBytes)
            let plan = try services.useCases().plan
            let result = try await services.useCases().recipes.importRecipe(data)
            if format.json {
                return try JSONOutput.print(result.meal, to: services.output)
            }
            let number = (try await plan.meals().firstIndex { $0.id == result.meal.id } ?? 0) + 1
            services.output.line(services.words(result.isNew ? "cli2.meals.imported" : "cli2.meals.alreadyImported"))
            services.output.line(PlannerOutput(services.words).mealLine(result.meal, number: number))
        }
    }
}
