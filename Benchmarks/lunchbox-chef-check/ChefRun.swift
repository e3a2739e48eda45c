import Foundation
import LunchBoxCore

/// Runs the offline chef on one kitchen as the app does: batch after batch, each with the
/// saved preferences, avoiding the last batch's names when avoid-repeats is on.
struct ChefRun {
    let lexicon: FoodLexicon
    let today: CalendarDay
    /// The language the ideas are asked in.
    let language: Language
    let english = Wording.english

    func batches(for kitchen: KitchenCase, count: Int) -> [ChefOutcome] {
        var outcomes: [ChefOutcome] = []
        for batch in 1...count {
            outcomes.append(run(kitchen, batch: batch, previous: outcomes.last?.ideas ?? []))
        }
        return outcomes
    }

    /// One request as the app makes it: the seed from the kitchen, the preferences and the
    /// batch number; the shortfall's message as the note.
    func run(_ kitchen: KitchenCase, batch: Int, previous: [LunchBoxIdea]) -> ChefOutcome {
        let preferences = kitchen.ideaPreferences
        let avoid = preferences.avoidRepeats ? previous.map(\.name) : []
        let wishes = IdeaWishes(preferences, avoid: avoid, language: language)
        let chef = OfflineChef(lexicon: lexicon, maximumIdeas: preferences.ideaCount)
        let items = kitchen.inventory(today: today)
        let seed = OfflineChef.seed(for: items, preferences: kitchen.dietaryPreferences, ideas: preferences, batch: batch)
        let result = chef.batch(for: items, preferences: kitchen.dietaryPreferences, today: today, seed: seed, wishes: wishes)
        return ChefOutcome(ideas: result.ideas, note: result.shortfall?.message(english), requested: preferences.ideaCount)
    }
}
