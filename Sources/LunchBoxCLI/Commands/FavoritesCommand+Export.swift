import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension FavoritesCommand {
    /// `lunchbox favorites export --format jsonld`: every saved idea as schema.org Recipes.
    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Export saved ideas as schema.org Recipe JSON-LD.",
            discussion: "Prints a JSON array of Recipes (with nutrition) that recipe apps import. Example: lunchbox favorites export --format jsonld > recipes.jsonld"
        )

        @OptionGroup var global: GlobalOptions
        @Option(help: ArgumentHelp("The export format; jsonld is the one there is.", valueName: "format")) var format: String = "jsonld"
        @Argument(help: "Only this favorite: its number in the list, or the start of its id.") var favorite: String?

        func run() async throws {
            guard format == "jsonld" else { throw CLIError("cli3.favorites.unknownFormat", .text(format)) }
            let services = Services(global)
            let recipes = try services.useCases().recipes
            if let favorite {
                let idea = try await FavoritesCommand.resolve(favorite, favorites: try services.useCases().favorites)
                return services.output.line(recipes.recipeJSON(for: idea))
            }
            try JSONOutput.print(try await recipes.favoriteRecipes(), to: services.output)
        }
    }
}
