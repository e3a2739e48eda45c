import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxStorage

/// `lunchbox ideas`: lunch box ideas from the inventory and preferences.
struct IdeasCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ideas",
        abstract: "Get at least three lunch box ideas from what is in the inventory.",
        discussion: "Uses the AI service in settings with your key. The ideas are kept: show them again with --last, save one with lunchbox favorites add N."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Option(help: ArgumentHelp("Save idea number N to favorites.", valueName: "N")) var save: Int?
    @Flag(help: "Show the most recent ideas again instead of asking for new ones.") var last = false

    /// What `ideas --json` prints.
    struct Result: Encodable {
        let engine: String
        let model: String?
        let ideas: [LunchBoxIdea]
        let saved: LunchBoxIdea?
    }

    func run() async throws {
        let services = Services(global)
        let database = try services.database()
        let batch = try await last ? previousBatch(database) : newBatch(database, services: services)
        var saved: LunchBoxIdea?
        if let save {
            guard batch.ideas.indices.contains(save - 1) else {
                throw CLIError("There is no idea number \(save); this time there were \(batch.ideas.count).", hint: "Nothing was saved.")
            }
            saved = try await database.saveFavorite(batch.ideas[save - 1], at: services.context.clock.now())
        }
        if format.json {
            return try JSONOutput.print(Result(engine: batch.origin.engine.rawValue, model: batch.origin.model, ideas: batch.ideas, saved: saved), to: services.output)
        }
        let out = services.output
        out.line("\(batch.ideas.count) lunch box ideas from \(batch.origin.label):")
        for (index, idea) in batch.ideas.enumerated() {
            out.line()
            IdeaText.print(idea, number: index + 1, to: out)
        }
        out.line()
        if let saved {
            out.line("Saved \"\(saved.name)\" to favorites.")
        } else {
            out.line("Save one with: lunchbox favorites add N")
        }
    }

    private func previousBatch(_ database: AppDatabase) async throws -> IdeaBatch {
        guard let batch = try await database.recentIdeas() else {
            throw CLIError("There are no recent ideas yet.", hint: "Ask for some with: lunchbox ideas")
        }
        return batch
    }

    private func newBatch(_ database: AppDatabase, services: Services) async throws -> IdeaBatch {
        let items = try await database.inventory().items
        guard !items.isEmpty else {
            throw CLIError("The inventory is empty, so there is nothing to make ideas from.", hint: "Add food first: lunchbox inventory add eggs bread")
        }
        let preferences = try await database.dietaryPreferences()
        let configuration = try await database.aiConfiguration()
        let host = EndpointPolicy.host(of: configuration.baseURL) ?? "the AI service"
        let spinner = Spinner(message: "Asking \(configuration.model) at \(host) for ideas…", output: services.errors, animated: services.context.errorsIsTerminal && !format.json)
        let batch = try await spinner.run {
            try await services.ideaService(database).ideas(for: items, preferences: preferences)
        }
        try await database.saveRecentIdeas(batch)
        return batch
    }
}
