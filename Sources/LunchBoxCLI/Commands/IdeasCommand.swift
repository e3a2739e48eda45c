import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxStorage

/// `lunchbox ideas`: lunch box ideas from the inventory and preferences.
struct IdeasCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ideas",
        abstract: "Get at least three lunch box ideas from what is in the inventory.",
        discussion:
            "With an API key saved, ideas come from the AI service in settings; without one, from the built-in offline chef. Ideas that break your dietary preferences are held back (see them with --show-held-back). The ideas are kept: show them again with --last, save one with lunchbox favorites add N."
    )

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Option(help: ArgumentHelp("Save idea number N to favorites.", valueName: "N")) var save: Int?
    @Flag(help: "Show the most recent ideas again instead of asking for new ones.") var last = false
    @Option(help: "Which engine makes the ideas: auto (AI when a key is saved), ai or offline.") var engine: IdeaEngineChoice = .automatic
    @Flag(name: .customLong("show-held-back"), help: "Also show ideas held back for breaking your dietary preferences.") var showHeldBack = false

    /// What `ideas --json` prints.
    struct Result: Encodable {
        let engine: String
        let model: String?
        let ideas: [LunchBoxIdea]
        let heldBack: [IdeaBatch.HeldBack]
        let heldBackSummary: String?
        let unverified: [String: [String]]
        let saved: LunchBoxIdea?
    }

    func run() async throws {
        let services = Services(global)
        let database = try services.database()
        let batch = try await last ? previousBatch(database) : newBatch(database, services: services)
        var saved: LunchBoxIdea?
        if let save {
            let numbered = batch.ideas + batch.heldBack.map(\.idea)
            guard numbered.indices.contains(save - 1) else {
                throw CLIError("There is no idea number \(save); this time there were \(numbered.count).", hint: "Nothing was saved.")
            }
            saved = try await database.saveFavorite(numbered[save - 1], at: services.context.clock.now())
        }
        if format.json {
            return try JSONOutput.print(
                Result(
                    engine: batch.origin.engine.rawValue, model: batch.origin.model, ideas: batch.ideas,
                    heldBack: batch.heldBack, heldBackSummary: batch.heldBackSummary, unverified: batch.unverified, saved: saved
                ), to: services.output)
        }
        let out = services.output
        out.line("\(batch.ideas.count) lunch box idea\(batch.ideas.count == 1 ? "" : "s") from \(batch.origin.label):")
        for (index, idea) in batch.ideas.enumerated() {
            out.line()
            IdeaText.print(idea, number: index + 1, to: out)
            let unchecked = batch.unverifiedIngredients(for: idea.id)
            if !unchecked.isEmpty {
                out.line("   Not verified against your diet: " + unchecked.joined(separator: ", "))
            }
        }
        out.line()
        if let summary = batch.heldBackSummary {
            out.line("⚠ \(summary).")
            if showHeldBack {
                for (index, held) in batch.heldBack.enumerated() {
                    out.line()
                    IdeaText.print(held.idea, number: batch.ideas.count + index + 1, to: out)
                    out.line("   Held back: " + held.reasons.joined(separator: "; "))
                }
                out.line()
            } else {
                out.line("  See them with: lunchbox ideas --last --show-held-back")
            }
            if batch.isShort { out.line("  For more ideas that fit your diet, try: lunchbox ideas --engine offline") }
        }
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
        let service = try services.ideaService(database)
        let message: String
        if try service.resolvedEngine(engine) == .ai {
            let configuration = try await database.aiConfiguration()
            message = "Asking \(configuration.model) at \(EndpointPolicy.host(of: configuration.baseURL) ?? "the AI service") for ideas…"
        } else {
            message = "The offline chef is thinking…"
        }
        let spinner = Spinner(message: message, output: services.errors, animated: services.context.errorsIsTerminal && !format.json)
        let batch = try await spinner.run {
            try await service.ideas(for: items, preferences: preferences, engine: engine)
        }
        try await database.saveRecentIdeas(batch)
        return batch
    }
}

extension IdeaEngineChoice: ExpressibleByArgument {}
