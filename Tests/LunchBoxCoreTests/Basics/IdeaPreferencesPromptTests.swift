import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Idea preferences in the prompt and the offline chef")
struct IdeaPreferencesPromptTests {
    static let kitchen = ChefPersonaTests.kitchen

    static var preferences: Generator<IdeaPreferences, some SendableSequenceType> {
        zip(
            Gen.element(of: Cuisine.allCases).compactMap { $0 }, Gen.element(of: Difficulty.allCases).compactMap { $0 },
            Gen.element(of: [nil] + IdeaPreferences.cookingTimeChoices).compactMap { $0 }, Gen.element(of: MealType.allCases).compactMap { $0 },
            Gen.int(in: IdeaPreferences.ideaCountRange), Gen.element(of: ChefPersona.catalog).compactMap { $0 }
        ).map { cuisine, difficulty, minutes, meal, count, persona in
            IdeaPreferences(persona: persona.id, cuisine: cuisine, difficulty: difficulty, maxMinutes: minutes, mealType: meal, ideaCount: count)
        }
    }

    // Feature: snapchef, Property 3: For any idea preferences, the prompt states the cuisine, difficulty, time limit, meal type and count chosen, asks the reply schema for at most that many ideas, and says nothing about what is left to the chef.
    @Test func everyChosenPreferenceReachesThePrompt() async {
        await propertyCheck(count: 150, input: Self.preferences) { preferences in
            let builder = PromptBuilder(maximumIdeas: preferences.ideaCount)
            let prompt = builder.prompt(for: Self.kitchen, preferences: .none, wishes: IdeaWishes(preferences))
            let text = prompt.fullText
            #expect(text.contains("Cuisine: \(preferences.cuisine.title)") == (preferences.cuisine != .any))
            #expect(text.contains("Difficulty: \(preferences.difficulty.rawValue)") == (preferences.difficulty != .any))
            if let minutes = preferences.maxMinutes { #expect(text.contains("take under \(minutes) minutes")) }
            #expect(text.contains("Suggest 3 to \(preferences.ideaCount) \(preferences.mealType.ideasNoun)."))
            #expect(prompt.reply == ReplySchema.ideas(minimumIdeas: 3, maximumIdeas: preferences.ideaCount))
            #expect(!text.contains("Recently suggested"))
        }
    }

    @Test func recentNamesAreSentToBeAvoided() {
        let wishes = IdeaWishes(avoid: ["Cheddar & Tomato Sandwich", "Egg Fried Rice"])
        let user = PromptBuilder().prompt(for: Self.kitchen, preferences: .none, wishes: wishes).user
        #expect(user.contains("Recently suggested, so do not suggest again: Cheddar & Tomato Sandwich; Egg Fried Rice."))
    }

    @Test func theDefaultsAskAsLunchBoxAlwaysAsked() {
        let prompt = PromptBuilder().prompt(for: Self.kitchen, preferences: .none, wishes: IdeaWishes(.standard))
        #expect(prompt == PromptBuilder().prompt(for: Self.kitchen, preferences: .none))
        #expect(prompt.system.contains("Ideas must travel well in a lunch box, keep until lunchtime and take under 20 minutes to prepare."))
        #expect(prompt.user.hasSuffix("Suggest 3 to 5 lunch box ideas."))
    }

    // Feature: snapchef, Property 4: For any kitchen and seed, the offline chef avoids the names it is asked to avoid; it shows one again only to keep the batch as big as the last one (issue 37: "New ideas" is never smaller) or to reach its minimum of three.
    @Test func theOfflineChefAvoidsRecentIdeasWhileItCan() async throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon(), maximumIdeas: 4)
        let checked = Tally()
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(3...25), KitchenGenerators.seed) { items, seed in
            guard let first = try? chef.ideas(for: items, preferences: .none, seed: seed) else { return }
            checked.add()
            let avoided = Set(first.map { $0.name.lowercased() })
            let next = try? chef.ideas(for: items, preferences: .none, seed: seed, wishes: IdeaWishes(avoid: first.map(\.name)))
            #expect(next != nil, "avoiding never makes ideas impossible")
            let fresh = next?.filter { !avoided.contains($0.name.lowercased()) } ?? []
            // Either every idea is new, or the chef fell back to repeats to keep the size.
            #expect(fresh.count == next?.count || (next?.count ?? 0) <= max(first.count, 3), "\(first.map(\.name)) then \(next?.map(\.name) ?? [])")
            #expect((next?.count ?? 0) >= first.count, "\(first.map(\.name)) then a smaller \(next?.map(\.name) ?? [])")
        }
        // Kitchens the chef cannot feed are read past: most of them it can.
        #expect(checked.count >= 30, "only \(checked.count) of 100 kitchens gave ideas")
    }

    @Test func theOfflineChefMakesAsManyIdeasAsAskedWhenTheKitchenAllows() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon(), maximumIdeas: 8)
        let ideas = try chef.ideas(for: Self.kitchen, preferences: .none, seed: 3)
        #expect(ideas.count > 5 && ideas.count <= 8)
    }

    @Test func preferencesOutsideTheOfferAreRefusedWithAClearMessage() {
        #expect(throws: PreferencesError.ideaCountOutOfRange(11)) { try IdeaPreferences(ideaCount: 11).validated() }
        #expect(throws: PreferencesError.cookingTimeNotOffered(7)) { try IdeaPreferences(maxMinutes: 7).validated() }
        #expect(throws: PreferencesError.unknownPersona("x")) { try IdeaPreferences(persona: "x").validated() }
        #expect(UserFacingError(PreferencesError.ideaCountOutOfRange(11)).message == "Ask for between 3 and 10 ideas, not 11.")
    }
}
