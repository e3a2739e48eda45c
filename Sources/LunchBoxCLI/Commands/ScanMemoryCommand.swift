import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox scan teach PHOTO NAME`: "this is: oat milk", and the kitchen memory knows it.
struct ScanTeachCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "teach",
            abstract: Help.say("help.scanTeach.abstract"),
            discussion: Help.say("help.scanTeach.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Argument(help: .say("help.scanTeach.photo")) var photo: String
    @Argument(help: .say("help.scanTeach.name")) var name: String

    func run() async throws {
        let services = Services(global)
        let learnt = try await services.useCases().scanning.teach(try ScanCommand.read(photo), name: name)
        if format.json { return try JSONOutput.print(learnt, to: services.output) }
        services.output.line(services.words.counting("cli3.memory.learnt", learnt.photos, learnt.food))
    }
}

/// `lunchbox scan memory`: what the kitchen memory learnt; `… forget FOOD|--all`.
struct ScanMemoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "memory",
            abstract: Help.say("help.scanMemory.abstract"),
            subcommands: [List.self, Forget.self],
            defaultSubcommand: List.self
        )
    }

    struct List: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "list", abstract: Help.say("help.scanMemory.list.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions

        func run() async throws {
            let services = Services(global)
            let learnt = try await services.useCases().scanning.learnedFoods()
            if format.json { return try JSONOutput.print(learnt, to: services.output) }
            let words = services.words
            guard !learnt.isEmpty else { return services.output.line(words("cli3.memory.empty")) }
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            // English keeps the form it has always printed; other languages their locale's.
            if words.language != .english { formatter.locale = words.locale }
            for food in learnt {
                services.output.line(words.counting("cli3.memory.food", food.photos, food.food, formatter.string(from: food.lastLearned)))
            }
        }
    }

    struct Forget: AsyncParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "forget", abstract: Help.say("help.scanMemory.forget.abstract"))
        }

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: .say("help.scanMemory.forget.food")) var food: String?
        @Flag(help: .say("help.scanMemory.forget.all")) var all = false

        func run() async throws {
            let services = Services(global)
            guard (food == nil) == all else { throw CLIError("cli3.memory.oneOrAll") }
            let scanning = try services.useCases().scanning
            let removed: Int
            if let food { removed = try await scanning.forget(food) } else { removed = try await scanning.forgetEverything() }
            if format.json { return try JSONOutput.print(["forgotten": removed], to: services.output) }
            let words = services.words
            services.output.line(food.map { words.counting("cli3.memory.forgotFood", removed, $0) } ?? words.counting("cli3.memory.forgot", removed))
        }
    }
}
