import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

extension FavoritesCommand {
    /// `lunchbox favorites export --format jsonld`: every saved idea as schema.org Recipes.
    struct Export: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                abstract: Help.say("help.favorites.export.abstract"),
                discussion: Help.say("help.favorites.export.discussion")
            )
        }

        @OptionGroup var global: GlobalOptions
        @Option(help: .say("help.favorites.export.format", valueName: "format")) var format: String = "jsonld"
        @Argument(help: .say("help.favorites.export.favorite")) var favorite: String?

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
