import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

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
        let useCases = try services.useCases()
        let batch = try await last ? useCases.ideas.last() : newBatch(useCases.ideas, services: services)
        var saved: LunchBoxIdea?
        if let save { saved = try await useCases.favorites.save(number: save) }
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

    /// Asks for fresh ideas, with a spinner that names the engine that will answer.
    private func newBatch(_ ideas: IdeasUseCase, services: Services) async throws -> IdeaBatch {
        let request = try await ideas.prepare(engine)
        let spinner = Spinner(message: request.waitingMessage, output: services.errors, animated: services.context.errorsIsTerminal && !format.json)
        return try await spinner.run { try await ideas.ask(request) }
    }
}

extension IdeaEngineChoice: ExpressibleByArgument {}
