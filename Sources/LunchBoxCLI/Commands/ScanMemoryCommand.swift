import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox scan teach PHOTO NAME`: "this is: oat milk", and the kitchen memory knows it.
struct ScanTeachCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "teach",
        abstract: "Teach the kitchen memory what a photo shows.",
        discussion: """
            Keeps the photo's features (never the photo) with the name, so the next photo of it is recognised \
            with no key. Example: lunchbox scan teach carton.jpg "oat milk"
            """
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Argument(help: "A photo of the food.") var photo: String
    @Argument(help: "What it is (\"oat milk\").") var name: String

    func run() async throws {
        let services = Services(global)
        let learnt = try await services.useCases().scanning.teach(try ScanCommand.read(photo), name: name)
        if format.json { return try JSONOutput.print(learnt, to: services.output) }
        services.output.line(services.words.counting("cli3.memory.learnt", learnt.photos, learnt.food))
    }
}

/// `lunchbox scan memory`: what the kitchen memory learnt; `… forget FOOD|--all`.
struct ScanMemoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memory",
        abstract: "List what the kitchen memory learnt, or forget it.",
        subcommands: [List.self, Forget.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the foods learnt, most recent first.")

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
        static let configuration = CommandConfiguration(commandName: "forget", abstract: "Forget a food (every photo of it), or --all.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The food, as `lunchbox scan memory` lists it.") var food: String?
        @Flag(help: "Forget everything learnt.") var all = false

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
