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

    /// What a face sees for one idea: shown (safe) or held back (breaks a diet).
    func event(for idea: LunchBoxIdea) -> IdeaStreamEvent? {
        let screening = dietaryGuard.screen([idea], preferences: preferences)
        if let safe = screening.safe.first {
            let kitchen = IdeaKitchenUse(idea: idea, inventory: items, today: today, lexicon: lexicon)
            return .shown(idea, unverified: safe.verdict.unverified.map(\.ingredient), kitchen: kitchen)
        }
        return screening.heldBack.first.map { .heldBack(IdeaBatch.HeldBack(idea: idea, reasons: $0.verdict.violations.map(\.reason))) }
    }

    /// Every idea that arrived, screened, as the batch to keep.
    func batch(of arrived: [LunchBoxIdea]) -> IdeaBatch {
        IdeaBatch(screening: dietaryGuard.screen(arrived, preferences: preferences), origin: origin)
            .readingKitchenUse(of: items, today: today, lexicon: lexicon)
    }

    /// Reads an engine's `events`, handing each screened idea to `yield`; returns every
    /// idea and the whole reply (nil from the offline chef). A stream that breaks after
    /// some ideas keeps them (`keep`) and throws `IdeaStreamInterrupted`, so nothing the
    /// person already saw is lost. So does one the person stops (the task is cancelled),
    /// which then throws `CancellationError`.
    func run(
        _ events: AsyncThrowingStream<IdeaReplyEvent, any Error>, yield: (IdeaStreamEvent) -> Void, keep: @escaping @Sendable (IdeaBatch) async throws -> Void
    ) async throws -> (ideas: [LunchBoxIdea], reply: String?) {
        var arrived: [LunchBoxIdea] = []
        var reply: String?
        do {
            for try await event in events {
                switch event {
                case .idea(let idea):
                    arrived.append(idea)
                    if let screened = self.event(for: idea) { yield(screened) }
                case .finished(let text):
                    reply = text
                }
            }
            // A stream ended by Stop ends quietly: nothing after this may count it whole.
            try Task.checkCancellation()
        } catch {
            guard !arrived.isEmpty else { throw error }
            let kept = batch(of: arrived)
            // In a task of its own: the database refuses work from a cancelled task, and
            // the ideas the person saw before pressing Stop are to stay openable.
            try await Task { try await keep(kept) }.value
            if error is CancellationError { throw error }
            throw IdeaStreamInterrupted(kept: kept, underlying: UserFacingError(error))
        }
        return (arrived, reply)
    }
}
