import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// How the chef chooses: use-soon food and leftovers first, varied batches, the same batch
/// for the same kitchen, preferences and batch number, a persona's voice in every step,
/// and a short batch that says what would unlock more.
@Suite("Offline chef chooses")
struct OfflineChefChoiceTests {
    static let today = CalendarDay(year: 2026, month: 3, day: 2)!
    static let kitchen = OfflineChefCheck.items(
        "bread", "wraps", "rice", "pasta", "eggs", "cooked chicken", "ham", "tuna", "cheddar", "hummus", "cucumber", "carrots", "cherry tomatoes",
        "apples", "grapes", "mayonnaise", "soy sauce")

    func chef(_ count: Int = 5) throws -> OfflineChef { OfflineChef(lexicon: try KitchenGenerators.lexicon(), maximumIdeas: count) }

    @Test func theSeedComesFromTheKitchenThePreferencesAndTheBatchNumber() async {
        let items = Gen.element(of: KitchenGenerators.inventoryNames).compactMap { $0 }.array(of: 1...12).map { $0.map { InventoryItem(name: $0) } }
        await propertyCheck(count: 100, input: items, Generators.dietaryPreferences, Gen.int(in: 1...50)) { items, diets, batch in
            let seed = OfflineChef.seed(for: items, preferences: diets, ideas: .standard, batch: batch)
            // The same inputs in another order give the same seed; the next batch another.
            #expect(seed == OfflineChef.seed(for: items.reversed(), preferences: diets, ideas: .standard, batch: batch))
            #expect(seed != OfflineChef.seed(for: items, preferences: diets, ideas: .standard, batch: batch + 1))
        }
    }

    @Test func theSameBatchNumberGivesTheSameBatchAndTheNextADifferentOne() throws {
        let chef = try chef()
        let seed = { (batch: Int) in OfflineChef.seed(for: Self.kitchen, preferences: .none, ideas: .standard, batch: batch) }
        let first = chef.batch(for: Self.kitchen, preferences: .none, today: Self.today, seed: seed(1)).ideas
        let again = chef.batch(for: Self.kitchen, preferences: .none, today: Self.today, seed: seed(1)).ideas
        #expect(OfflineChefCheck.content(first) == OfflineChefCheck.content(again))
        let next = chef.batch(for: Self.kitchen, preferences: .none, today: Self.today, seed: seed(2), wishes: IdeaWishes(avoid: first.map(\.name))).ideas
        #expect(Set(next.map(\.name)).isDisjoint(with: first.map(\.name)), "avoid-repeats: \(first.map(\.name)) then \(next.map(\.name))")
    }

    @Test func avoidRepeatsIsOnByDefault() {
        #expect(IdeaPreferences.standard.avoidRepeats)
    }

    @Test func aBatchVariesItsMainsAndDishes() throws {
        for seed in UInt64(0)..<10 {
            let ideas = try chef().batch(for: Self.kitchen, preferences: .none, seed: seed).ideas
            #expect(ideas.count == 5)
            let dishes = Dictionary(ideas.map { ($0.name.split(separator: " ").last.map(String.init) ?? "", 1) }, uniquingKeysWith: +)
            #expect(dishes.values.allSatisfy { $0 <= 2 }, "seed \(seed): \(ideas.map(\.name))")
        }
    }

    @Test func useSoonFoodAndLeftoversComeFirst() throws {
        let items = Self.kitchen + [InventoryItem(name: "milk", bestBefore: Self.today.adding(days: 1)), InventoryItem(name: "leftover lasagne")]
        for seed in UInt64(0)..<5 {
            let ideas = try chef().batch(for: items, preferences: .none, today: Self.today, seed: seed).ideas
            #expect(ideas.contains { $0.ingredients.contains { $0.hasPrefix("milk") } }, "the milk to use by tomorrow is used")
            #expect(ideas.prefix(2).contains { $0.ingredients.contains { $0.hasPrefix("leftover lasagne") } }, "\(ideas.map(\.name))")
        }
    }

    @Test func theWishedCuisineLeads() throws {
        let items = Self.kitchen + OfflineChefCheck.items("pesto", "mozzarella", "basil", "salsa", "corn tortillas", "black beans")
        let italian = try chef().batch(for: items, preferences: .none, seed: 3, wishes: IdeaWishes(cuisine: .italian)).ideas
        #expect(italian.prefix(2).contains { $0.ingredients.contains { $0.hasPrefix("pesto") || $0.hasPrefix("mozzarella") || $0.hasPrefix("basil") } }, "\(italian.map(\.name))")
        let mexican = try chef().batch(for: items, preferences: .none, seed: 3, wishes: IdeaWishes(cuisine: .mexican)).ideas
        #expect(mexican.prefix(2).contains { $0.ingredients.contains { $0.hasPrefix("salsa") || $0.hasPrefix("corn tortillas") || $0.hasPrefix("black beans") } }, "\(mexican.map(\.name))")
    }

    @Test func aTimeLimitIsKept() throws {
        let ideas = try chef().batch(for: Self.kitchen, preferences: .none, seed: 1, wishes: IdeaWishes(maxMinutes: 10)).ideas
        #expect(!ideas.isEmpty)
        #expect(!ideas.flatMap(\.preparationSteps).contains { $0.contains("simmer") || $0.contains("Boil") }, "\(ideas.map(\.name))")
    }

    @Test func aPersonaWritesTheWholeIdea() throws {
        let plain = try chef().batch(for: Self.kitchen, preferences: .none, seed: 4).ideas
        for persona in ChefPersona.catalog where persona != .house {
            let ideas = try chef().batch(for: Self.kitchen, preferences: .none, seed: 4, wishes: IdeaWishes(persona: persona)).ideas
            let steps = ideas.flatMap(\.preparationSteps)
            #expect(!steps.contains { $0.contains(" says: ") || $0 == persona.tip }, "\(persona.id): a canned sentence as a step")
            #expect(Set(ideas.map(\.name)).isDisjoint(with: plain.map(\.name)), "\(persona.id) names like the house chef")
            #expect(steps.filter { step in !plain.flatMap(\.preparationSteps).contains(step) }.count >= ideas.count, "\(persona.id) writes its steps like the house chef")
        }
    }

    @Test func aShortBatchSaysWhyAndNamesFoodsTheKitchenLacks() throws {
        let items = OfflineChefCheck.items("bread", "eggs", "apples")
        let batch = try chef().batch(for: items, preferences: .none, seed: 2)
        #expect(!batch.ideas.isEmpty, "never refuse a lunch that can be made")
        let shortfall = try #require(batch.shortfall)
        #expect(shortfall.made == batch.ideas.count && shortfall.asked == 5)
        let named = shortfall.missing.flatMap(\.examples)
        #expect(!named.isEmpty)
        #expect(!named.contains { ["bread", "eggs", "apples"].contains($0) }, "\(named)")
    }

    @Test func aKitchenOfLeftoversIsNeverRefused() throws {
        let pizza = try chef().batch(for: OfflineChefCheck.items("cold pizza", "leftover garlic bread", "cucumber", "grapes"), preferences: .none, seed: 1)
        #expect(pizza.ideas.contains { $0.name.hasPrefix("Cold Pizza") })
        let takeaway = try chef().batch(for: OfflineChefCheck.items("leftover egg fried rice", "sweet and sour chicken", "cucumber", "satsumas"), preferences: .none, seed: 1)
        #expect(takeaway.ideas.contains { $0.ingredients.contains { $0.hasPrefix("sweet and sour chicken") } })
    }
}
