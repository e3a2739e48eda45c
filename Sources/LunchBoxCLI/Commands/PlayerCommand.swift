import ArgumentParser
import LunchBoxCore

/// `lunchbox play player …`: the household's players (no accounts, names only).
struct PlayerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "player", abstract: "List, add, switch or rename the household's players.", subcommands: [List.self, Add.self, Switch.self, Rename.self],
        defaultSubcommand: List.self)

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the players; * marks who is playing.")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let summary = try await services.useCases().play.summary()
            if format.json { return try JSONOutput.print(summary.board, to: services.output) }
            for line in PlayText.board(summary.board) { services.output.line(line) }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a player.", discussion: "Example: lunchbox play player add Sam")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The player's name (at most 40 characters).") var name: String

        func run() async throws {
            let services = Services(global)
            let player = try await services.useCases().play.addPlayer(named: name)
            services.output.line("Added \(player.name). Play as them with: lunchbox play player switch \"\(player.name)\"")
        }
    }

    struct Switch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Play as another player.", discussion: "Example: lunchbox play player switch Sam")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The player's name.") var name: String

        func run() async throws {
            let services = Services(global)
            let play = try services.useCases().play
            let player = try await play.player(named: name)
            try await play.switchPlayer(to: player.id)
            services.output.line("Now playing: \(player.name).")
        }
    }

    struct Rename: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rename a player.", discussion: "Example: lunchbox play player rename Me Alex")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The player's name now.") var name: String
        @Argument(help: "The new name.") var newName: String

        func run() async throws {
            let services = Services(global)
            let play = try services.useCases().play
            let player = try await play.renamePlayer(id: try await play.player(named: name).id, to: newName)
            services.output.line("Renamed to \(player.name).")
        }
    }
}
