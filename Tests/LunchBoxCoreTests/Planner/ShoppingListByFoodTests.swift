import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// Issue 14, item 1: the list matches by food, not by the text with its quantity, and
/// leaves assumed staples off unless asked.
@Suite("Shopping list by food")
struct ShoppingListByFoodTests {
    private let lexicon: FoodLexicon

    init() throws {
        lexicon = try KitchenGenerators.lexicon()
    }

    private func meal(_ description: String, _ lines: [String]) -> Meal {
        Meal(description: description, otherComponents: lines, createdAt: Date(timeIntervalSince1970: 0))
    }

    /// The walk in the issue: an offline-chef idea planned on Friday listed apples,
    /// cheddar, cucumber and rice (all in the kitchen) plus salt and water.
    @Test func anIdeaFromTheKitchenNeedsNothingButStaples() {
        let kitchen = ["chicken breast", "rice", "cucumber", "apples", "cheddar", "bread"].map { InventoryItem(name: $0) }
        let bento = meal("Cheddar & Cucumber Bento Box", ["cheddar (40 g)", "cucumber (a handful)", "apples (a handful)", "rice (1/2 cup uncooked)", "salt", "water"])
        let list = ShoppingList(plannedMeals: [bento], inventory: kitchen, lexicon: lexicon)
        #expect(list.isEmpty)
        #expect(list.leftOutStaples == ["salt", "water"])

        let withStaples = ShoppingList(plannedMeals: [bento], inventory: kitchen, lexicon: lexicon, includeStaples: true)
        #expect(withStaples.items.map(\.name) == ["salt", "water"])
        #expect(withStaples.items.allSatisfy { $0.isStaple })
        #expect(withStaples.leftOutStaples.isEmpty)
    }

    @Test func synonymsPluralsAndAmountsMeetTheKitchen() {
        let kitchen = ["Courgettes", "2 capsicums", "apple", "Cherry tomatoes", "half a block of tofu"].map { InventoryItem(name: $0) }
        let planned = [meal("Stir fry", ["zucchini (1)", "bell peppers", "3 apples", "firm tofu (100 g)", "tomatoes", "olive oil"])]
        let list = ShoppingList(plannedMeals: planned, inventory: kitchen, lexicon: lexicon)
        // Cherry tomatoes do not cover tomatoes; any oil is a staple.
        #expect(list.items.map(\.name) == ["tomatoes"])
        #expect(list.leftOutStaples == ["olive oil"])
    }

    @Test func boughtItemsAreTickedOffByKey() throws {
        let planned = [meal("Wrap", ["wraps (1)", "hummus (2 tbsp)"])]
        let list = ShoppingList(plannedMeals: planned, inventory: [], lexicon: lexicon, bought: [lexicon.foodKey(ofLine: "Hummus")])
        let hummus = try #require(list.items.first { $0.name == "hummus" })
        #expect(hummus.isBought)
        #expect(list.toBuy.map(\.name) == ["wraps"])
    }

    /// Lexicon names that look up to their own food, so the generator knows the truth.
    private static func ownNames(_ lexicon: FoodLexicon) -> [(food: String, name: String)] {
        lexicon.foods.flatMap { food in food.allNames.map { (food.name, $0) } }.filter { lexicon.food(named: $0.name)?.name == $0.food }
    }

    // Property (issue 14, no seed number): nothing the kitchen holds, by canonical food, is ever on the
    // shopping list, whatever the spelling, plural or amount; and everything it lacks is.
    @Test func nothingTheKitchenHoldsIsEverOnTheList() async throws {
        let lexicon = lexicon
        let names = Self.ownNames(lexicon)
        let written = zip(Gen.element(of: names).compactMap { $0 }, Gen.int(in: 0...3)).map { pair, style -> (food: String, line: String) in
            switch style {
            case 0: (pair.food, pair.name)
            case 1: (pair.food, pair.name.capitalized)
            case 2: (pair.food, "2 \(pair.name)")
            default: (pair.food, "\(pair.name) (a handful)")
            }
        }
        let checked = Tally()
        await propertyCheck(count: 200, input: written.array(of: 0...15), written.array(of: 1...20), Gen.bool) { kitchen, needed, includeStaples in
            let inventory = kitchen.map { InventoryItem(name: $0.line) }
            let list = ShoppingList(
                plannedMeals: [meal("Planned", needed.map(\.line))], inventory: inventory, lexicon: lexicon, includeStaples: includeStaples)
            let held = Set(kitchen.map(\.food))
            for item in list.items {
                #expect(!held.contains(lexicon.food(named: item.name)?.name ?? ""), "\(item.name) is in the kitchen: \(kitchen.map(\.line))")
            }
            // And the list is not empty for the wrong reason: every food the kitchen
            // lacks (staples aside, unless asked) is on it.
            let listed = Set(list.items.compactMap { lexicon.food(named: $0.name)?.name })
            for need in needed where !held.contains(need.food) {
                let isStaple = ["salt", "black pepper", "water"].contains(need.food) || need.food.hasSuffix("oil")
                if includeStaples || !isStaple {
                    #expect(listed.contains(need.food), "\(need.line) is missing from \(list.items.map(\.name))")
                    checked.add()
                }
            }
        }
        #expect(checked.count > 500)
    }
}
