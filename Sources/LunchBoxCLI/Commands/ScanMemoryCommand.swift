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
        services.output.line("Learnt \(learnt.food) (\(learnt.photos) \(learnt.photos == 1 ? "photo" : "photos")).")
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
            guard !learnt.isEmpty else {
                return services.output.line("The kitchen memory has learnt nothing yet: confirm a food from a photo, or lunchbox scan teach PHOTO NAME.")
            }
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            for food in learnt {
                services.output.line(
                    "\(food.food): \(food.photos) \(food.photos == 1 ? "photo" : "photos"), last learnt \(formatter.string(from: food.lastLearned))")
            }
        }
    }

    struct Forget: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "forget", abstract: "Forget a food (every photo of it), or --all.")

        @OptionGroup var global: GlobalOptions
        @OptionGroup var format: OutputOptions
        @Argument(help: "The food, as `lunchbox scan memory` lists it.") var food: String?
        @Flag(help: "Forget everything learnt.") var all = false

        func validate() throws {
            guard (food == nil) == all else { throw ValidationError("Name one food to forget, or give --all.") }
        }

        func run() async throws {
            let services = Services(global)
            let scanning = try services.useCases().scanning
            let removed: Int
            if let food { removed = try await scanning.forget(food) } else { removed = try await scanning.forgetEverything() }
            if format.json { return try JSONOutput.print(["forgotten": removed], to: services.output) }
            services.output.line("Forgot \(removed) \(removed == 1 ? "photo" : "photos")\(food.map { " of \($0)" } ?? "").")
        }
    }
}
