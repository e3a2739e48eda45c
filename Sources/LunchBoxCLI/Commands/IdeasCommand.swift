import ArgumentParser
import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// `lunchbox ideas`: lunch box ideas from the inventory and preferences.
struct IdeasCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "ideas",
            abstract: Help.say("help.ideas.abstract"),
            discussion:
                Help.say("help.ideas.discussion")
        )
    }

    @OptionGroup var global: GlobalOptions
    @OptionGroup var format: OutputOptions
    @Flag(name: .customLong("json-lines"), help: .say("help.ideas.jsonLines")) var jsonLines = false
    @Option(help: .say("help.ideas.save", valueName: "N")) var save: Int?
    @Flag(help: .say("help.ideas.last")) var last = false
    @Option(help: .say("help.ideas.engine")) var engine: IdeaEngineChoice = .automatic
    @Flag(name: .customLong("show-held-back"), help: .say("help.ideas.showHeldBack")) var showHeldBack = false
    @Option(help: .say("help.ideas.photo", valueName: "FILE")) var photo: String?
    @Flag(name: .customLong("add-seen"), help: .say("help.ideas.addSeen")) var addSeen = false

    /// What `ideas --json` prints.
    struct Result: Encodable {
        let engine: String
        let model: String?
        let ideas: [LunchBoxIdea]
        let heldBack: [IdeaBatch.HeldBack]
        let heldBackSummary: String?
        /// Why the offline chef made fewer ideas than asked, and what would make more.
        let shortfall: String?
        let unverified: [String: [String]]
        /// By idea id: the kitchen items each idea uses, and warnings for expired ones.
        let kitchen: [String: KitchenUse]
        /// By idea id: the nutrition estimate the text prints under each idea.
        let nutrition: [String: NutritionEstimate]
        /// By idea id: what each household member's diet says of it ("suits Mia"); empty
        /// without members.
        let household: [String: HouseholdVerdict]
        let saved: LunchBoxIdea?
        /// With --photo: the foods the model saw.
        let seen: [DetectedItem]?
    }

    struct KitchenUse: Encodable {
        let items: [IdeaKitchenUse.Item]
        let warnings: [String]
    }

    func validate() throws {
        if format.json && jsonLines { throw ValidationError("Choose --json or --json-lines, not both.") }
        if photo != nil && last { throw ValidationError("Choose --photo or --last, not both.") }
        if addSeen && photo == nil { throw ValidationError("--add-seen goes with --photo.") }
    }

    func run() async throws {
        let services = Services(global)
        let useCases = try services.useCases()
        var printer = IdeasPrinter(output: services.output, showHeldBack: showHeldBack, words: services.words)
        let nutrition: @Sendable (LunchBoxIdea) -> NutritionEstimate = { [recipes = useCases.recipes] in recipes.nutrition(for: $0) }
        let verdict = try await useCases.household.verdictReader()
        printer.nutrition = nutrition
        printer.verdict = verdict
        let quiet = format.json || jsonLines
        let batch: IdeaBatch
        var seen: [DetectedItem]?
        if last {
            batch = try await useCases.ideas.last()
        } else if let photo {
            (seen, batch) = try await PhotoIdeasRun(command: self, printer: quiet ? nil : printer, services: services).run(photo, useCases: useCases)
        } else {
            batch = try await stream(useCases.ideas, printer: quiet ? nil : printer, services: services)
        }
        var saved: LunchBoxIdea?
        if let save { saved = try await useCases.favorites.save(number: save) }
        if format.json {
            return try JSONOutput.print(
                Result(
                    engine: batch.origin.engine.rawValue, model: batch.origin.model, ideas: batch.ideas,
                    heldBack: batch.heldBack, heldBackSummary: batch.heldBackSummary(services.words), shortfall: batch.shortfall?.message(services.words), unverified: batch.unverified,
                    kitchen: Dictionary(
                        batch.numbered.map { idea in
                            let use = batch.kitchenUse(for: idea.id)
                            return (idea.id.uuidString, KitchenUse(items: use.items, warnings: use.warnings(services.words)))
                        }, uniquingKeysWith: { first, _ in first }),
                    nutrition: Dictionary(batch.numbered.map { ($0.id.uuidString, nutrition($0)) }, uniquingKeysWith: { first, _ in first }),
                    household: Dictionary(
                        batch.numbered.compactMap { idea in
                            let said = verdict(idea.ingredients)
                            return said.isEmpty ? nil : (idea.id.uuidString, said)
                        }, uniquingKeysWith: { first, _ in first }), saved: saved, seen: seen
                ), to: services.output)
        }
        if jsonLines { return }
        if last {
            printer.replay(batch, saved: saved)
        } else {
            printer.finish(batch, saved: saved)
        }
    }

    /// Asks for fresh ideas and prints each the moment it arrives, with a spinner that
    /// names the engine until the first one comes.
    private func stream(_ ideas: IdeasUseCase, printer: IdeasPrinter?, services: Services) async throws -> IdeaBatch {
        let request = try await ideas.prepare(engine, language: services.words.language)
        let spinner = Spinner(message: request.waiting.text(services.words), output: services.errors, animated: services.context.errorsIsTerminal && printer != nil)
        var number = 0
        do {
            for try await event in ideas.stream(request) {
                await spinner.stop()
                try show(event, number: &number, printer: printer, services: services)
                if case .finished(let batch) = event { return batch }
            }
        } catch {
            await spinner.stop()
            throw error
        }
        throw AIClientError.invalidResponse("the reply ended without ideas")
    }

    /// Prints one idea as it arrives (the first names the engine), as text or a JSON line.
    func show(_ event: IdeaStreamEvent, number: inout Int, printer: IdeasPrinter?, services: Services) throws {
        switch event {
        case .shown(let idea, let unverified, let kitchen):
            if number == 0 { printer?.start(idea.origin ?? .offlineChef) }
            number += 1
            printer?.shown(idea, number: number, unverified: unverified, kitchen: kitchen)
            if jsonLines { try JSONOutput.printLine(idea, to: services.output) }
        case .heldBack:
            break
        case .finished(let batch):
            if number == 0 { printer?.start(batch.origin) }
        }
    }
}

extension IdeaEngineChoice: ExpressibleByArgument {}
