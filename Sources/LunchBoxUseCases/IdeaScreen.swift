import Foundation
import LunchBoxCore

/// The one way ideas are checked as they arrive, whatever asked for them (the kitchen or
/// a photo): each through the dietary guard with the kitchen items it uses, and at the
/// end the batch as kept.
struct IdeaScreen: Sendable {
    let dietaryGuard: DietaryGuard
    let lexicon: FoodLexicon
    let items: [InventoryItem]
    let preferences: DietaryPreferences
    let today: CalendarDay
    let origin: IdeaOrigin
    /// The language the ideas were asked for in, so the guard reads them in it.
    var language: Language = .english

    /// What a face sees for one idea: shown (safe) or held back (breaks a diet).
    func event(for idea: LunchBoxIdea) -> IdeaStreamEvent? {
        let screening = dietaryGuard.screen([idea], preferences: preferences, language: language)
        if let safe = screening.safe.first {
            let kitchen = IdeaKitchenUse(idea: idea, inventory: items, today: today, lexicon: lexicon)
            return .shown(idea, unverified: safe.verdict.unverified.map(\.ingredient), kitchen: kitchen)
        }
        return screening.heldBack.first.map { .heldBack(IdeaBatch.HeldBack(idea: idea, violations: $0.verdict.violations)) }
    }

    /// Every idea that arrived, screened, as the batch to keep.
    func batch(of arrived: [LunchBoxIdea]) -> IdeaBatch {
        var batch = IdeaBatch(screening: dietaryGuard.screen(arrived, preferences: preferences, language: language), origin: origin)
            .readingKitchenUse(of: items, today: today, lexicon: lexicon)
        batch.language = language
        return batch
    }

    /// Reads an engine's `events`, checking each idea as a reply's ideas are checked
    /// (`IdeaReplyParser.validated`: whatever the engine) and keeping at most `limit`,
    /// handing each screened idea to `yield`; returns every idea, the whole reply (nil
    /// but from an AI service) and any shortfall the engine reported. A stream that breaks after
    /// some ideas keeps them (`keep`) and throws `IdeaStreamInterrupted`; one the person
    /// stopped keeps them too, so nothing they already saw is lost and each can be opened.
    func run<Events: AsyncSequence>(
        _ events: Events, limit: Int = .max, yield: (IdeaStreamEvent) -> Void, keep: @escaping @Sendable (IdeaBatch) async throws -> Void
    ) async throws -> (ideas: [LunchBoxIdea], reply: String?, shortfall: ChefShortfall?) where Events.Element == IdeaEngineEvent {
        var arrived: [LunchBoxIdea] = []
        var reply: String?
        var shortfall: ChefShortfall?
        do {
            for try await event in events {
                switch event {
                case .idea(let written):
                    guard arrived.count < limit, let idea = IdeaReplyParser.validated(written, origin: origin) else { continue }
                    arrived.append(idea)
                    if let screened = self.event(for: idea) { yield(screened) }
                case .reply(let text):
                    reply = text
                case .shortfall(let why):
                    shortfall = why
                }
            }
        } catch {
            guard !arrived.isEmpty else { throw error }
            let kept = batch(of: arrived)
            try await Self.evenIfStopped { try await keep(kept) }
            if error is CancellationError { throw error }
            throw IdeaStreamInterrupted(kept: kept, underlying: UserFacingError(error))
        }
        if Task.isCancelled, !arrived.isEmpty {
            let kept = batch(of: arrived)
            try await Self.evenIfStopped { try await keep(kept) }
            throw CancellationError()
        }
        return (arrived, reply, shortfall)
    }

    /// Runs `work` to the end even when the request was stopped: keeping what the person
    /// saw is one short write, and a stopped task's database calls would refuse it.
    static func evenIfStopped(_ work: @escaping @Sendable () async throws -> Void) async throws {
        try await Task { try await work() }.value
    }
}
