import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox favorites …`: saved ideas, newest first.
struct FavoritesCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "favorites",
            abstract: Help.say("help.favorites.abstract"),
            subcommands: [List.self, Add.self, Show.self, Share.self, Card.self, Export.self, Delete.self],
            defaultSubcommand: List.self
        )
    }

    static let listCommand = "lunchbox favorites list"

    static func resolve(_ reference: String, favorites: FavoritesUseCase) async throws -> LunchBoxIdea {
        let favorites = try await favorites.list()
        return try Reference.resolve(reference, in: favorites, id: \.id, noun: .favorite, listCommand: listCommand)
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.favorites.list.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let favorites = try await services.useCases().favorites.list()
            if format.json {
                return try JSONOutput.print(favorites, to: services.output)
            }
            guard !favorites.isEmpty else {
                services.output.line(services.words("cli2.favorites.none", "lunchbox favorites add N"))
                return
            }
            for (index, idea) in favorites.enumerated() {
                let when = idea.savedAt.map { "  " + services.words.savedLine(at: $0, in: services.context.calendar.timeZone, origin: idea.origin) } ?? ""
                services.output.line("\(String(index + 1).leftPadded(to: 3)). \(idea.name)\(when)  [\(Reference.shortID(idea.id))]")
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.favorites.add.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.favorites.add.number")) var number: Int

        func run() async throws {
            let services = Services(global)
            let saved = try await services.useCases().favorites.save(number: number)
            services.output.line(services.words("cli2.favorites.saved", saved.name))
        }
    }

    struct Show: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.favorites.show.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.favorites.card.favorite")) var favorite: String

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let idea = try await FavoritesCommand.resolve(favorite, favorites: useCases.favorites)
            if format.json {
                return try JSONOutput.print(idea, to: services.output)
            }
            IdeaText.print(idea, number: nil, to: services.output, words: services.words, nutrition: useCases.recipes.nutrition(for: idea))
        }
    }

    struct Share: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.favorites.share.abstract"), discussion: Help.say("help.favorites.share.discussion"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.favorites.card.favorite")) var favorite: String

        func run() async throws {
            let services = Services(global)
            let useCases = try services.useCases()
            let idea = try await FavoritesCommand.resolve(favorite, favorites: useCases.favorites)
            services.output.line(await useCases.ideas.share(idea))
        }
    }

    struct Delete: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(abstract: Help.say("help.favorites.delete.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @Argument(help: .say("help.favorites.card.favorite")) var favorite: String

        func run() async throws {
            let services = Services(global)
            let favorites = try services.useCases().favorites
            let idea = try await favorites.delete(id: try await FavoritesCommand.resolve(favorite, favorites: favorites).id)
            services.output.line(services.words("cli2.favorites.deleted", idea.name))
        }
    }
}
