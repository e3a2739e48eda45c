import Foundation
import LunchBoxCore

/// Runs the offline chef on one kitchen as the app does: batch after batch, each with the
/// saved preferences, avoiding the last batch's names when avoid-repeats is on.
struct ChefRun {
    let lexicon: FoodLexicon
    let today: CalendarDay

    func batches(for kitchen: KitchenCase, count: Int) -> [ChefOutcome] {
        var outcomes: [ChefOutcome] = []
        for batch in 1...count {
            outcomes.append(run(kitchen, batch: batch, previous: outcomes.last?.ideas ?? []))
        }
        return outcomes
    }

    /// `attempt` numbers reruns of the same batch. The app before issue 24 gave the chef a
    /// random seed per request; this stands in for it, reproducibly.
    func run(_ kitchen: KitchenCase, batch: Int, previous: [LunchBoxIdea], attempt: UInt64 = 0) -> ChefOutcome {
        let preferences = kitchen.ideaPreferences
        let avoid = preferences.avoidRepeats ? previous.map(\.name) : []
        let wishes = IdeaWishes(preferences, avoid: avoid)
        let chef = OfflineChef(lexicon: lexicon, maximumIdeas: preferences.ideaCount)
        do {
            let ideas = try chef.ideas(
                for: kitchen.inventory(today: today), preferences: kitchen.dietaryPreferences, today: today, seed: Self.requestSeed(kitchen.id, batch: batch, attempt: attempt), wishes: wishes)
            return ChefOutcome(ideas: ideas, note: nil, requested: preferences.ideaCount)
        } catch {
            // The faces show only the message: the ideas inside the error are not seen.
            return ChefOutcome(ideas: [], note: error.localizedDescription, requested: preferences.ideaCount)
        }
    }

    static func requestSeed(_ id: String, batch: Int, attempt: UInt64) -> UInt64 {
        id.utf8.reduce(UInt64(batch) &* 0x9E37_79B9_7F4A_7C15 &+ attempt &* 0xBF58_476D_1CE4_E5B9) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
