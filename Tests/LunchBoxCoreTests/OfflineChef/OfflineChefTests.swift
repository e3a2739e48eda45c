import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Offline chef")
struct OfflineChefTests {
    static let everyday = OfflineChefCheck.items(
        "wraps", "chicken breast", "avocado", "cherry tomatoes", "cheddar", "bread", "apples", "rice", "eggs",
        "cucumber", "hummus", "greek yogurt", "blueberries", "spinach", "pasta", "carrots"
    )
    static let today = CalendarDay(year: 2026, month: 3, day: 2)!

    @Test func everydayInventoryGivesAtLeastThreeDistinctCompleteIdeas() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let ideas = try chef.ideas(for: Self.everyday, preferences: .none, today: Self.today, seed: 7)
        #expect(ideas.count >= 3 && ideas.count <= 5)
        #expect(Set(ideas.map(\.name)).count == ideas.count)
        #expect(Set(ideas.map { Set($0.ingredients) }).count == ideas.count)
        #expect(ideas.allSatisfy { $0.isComplete })
        #expect(ideas.allSatisfy { $0.origin == .offlineChef })
    }

    @Test func aSmallHouseholdInventoryIsEnough() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let ideas = try chef.ideas(for: OfflineChefCheck.items("bread", "ham", "cheese", "tomatoes", "apples"), preferences: .none)
        #expect(ideas.count >= 3)
    }

    @Test func ideasAreNamedFromTheirFoods() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = OfflineChefCheck.items("wraps", "cooked chicken", "avocado")
        let names = try (0..<20).flatMap { try chef.ideas(for: items + OfflineChefCheck.items("bread", "apples"), preferences: .none, seed: $0).map(\.name) }
        #expect(names.contains("Chicken & Avocado Wrap"), "\(Set(names))")
        #expect(names.contains { $0.hasSuffix("Sandwich") })
    }

    @Test func foodThatMustBeCookedGetsACookingStep() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let ideas = try chef.ideas(for: OfflineChefCheck.items("raw chicken", "rice", "cucumber", "carrots", "wraps"), preferences: .none)
        let withChicken = ideas.filter { $0.ingredients.contains { $0.hasPrefix("raw chicken") } }
        #expect(!withChicken.isEmpty)
        for idea in withChicken {
            #expect(idea.preparationSteps.contains { $0.contains("raw chicken") && $0.contains("cooked through") }, "\(idea.preparationSteps)")
        }
        for idea in ideas where idea.ingredients.contains(where: { $0.hasPrefix("rice") }) {
            #expect(idea.preparationSteps.contains { $0.contains("the rice") && $0.contains("10-12 minutes") }, "\(idea.preparationSteps)")
        }
    }

    @Test func readyToEatFoodIsNotCookedAgain() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let ideas = try chef.ideas(for: OfflineChefCheck.items("cooked chicken", "2 cups cooked rice", "cucumber", "bread", "apples"), preferences: .none)
        for idea in ideas {
            #expect(!idea.preparationSteps.contains { $0.contains("simmer it in") || $0.contains("no pink inside") }, "\(idea.name)")
        }
    }

    @Test func soonExpiringFoodIsUsedFirst() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        for seed in UInt64(0)..<10 {
            let items = [
                InventoryItem(name: "ham", bestBefore: Self.today.adding(days: 30)),
                InventoryItem(name: "tuna", bestBefore: Self.today.adding(days: 1)),
                InventoryItem(name: "turkey slices"),
                InventoryItem(name: "bread"), InventoryItem(name: "cucumber"), InventoryItem(name: "apples"),
                InventoryItem(name: "wraps"), InventoryItem(name: "rice"),
            ]
            let ideas = try chef.ideas(for: items, preferences: .none, today: Self.today, seed: seed)
            let first = try #require(ideas.first)
            #expect(first.ingredients.contains { $0.hasPrefix("tuna") }, "seed \(seed): \(first.name) \(first.ingredients)")
        }
    }

    @Test func earliestBestBeforeComesFirst() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = [
            InventoryItem(name: "ham", bestBefore: Self.today.adding(days: 2)),
            InventoryItem(name: "tuna", bestBefore: Self.today),
            InventoryItem(name: "bread"), InventoryItem(name: "cucumber"), InventoryItem(name: "apples"),
        ]
        let ideas = try chef.ideas(for: items, preferences: .none, today: Self.today, seed: 3)
        #expect(ideas.first?.ingredients.contains { $0.hasPrefix("tuna") } == true)
        #expect(ideas.contains { $0.ingredients.contains { $0.hasPrefix("ham") } }, "the other soon-expiring item is used too")
    }

    @Test func nutFreeNeverUsesPeanutButter() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = Self.everyday + OfflineChefCheck.items("peanut butter", "almonds", "pesto")
        for seed in UInt64(0)..<20 {
            let ideas = try chef.ideas(for: items, preferences: DietaryPreferences(nutFree: true), seed: seed)
            let lines = ideas.flatMap(\.ingredients)
            #expect(!lines.contains { $0.hasPrefix("peanut butter") || $0.hasPrefix("almonds") || $0.hasPrefix("pesto") })
        }
    }

    @Test func glutenFreeUsesExplicitlyGlutenFreeBread() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = OfflineChefCheck.items("gluten-free bread", "bread", "ham", "cheddar", "tomatoes", "apples")
        let lines = try (0..<10).flatMap { try chef.ideas(for: items, preferences: DietaryPreferences(glutenFree: true), seed: $0).flatMap(\.ingredients) }
        #expect(lines.contains { $0.hasPrefix("gluten-free bread") })
        #expect(!lines.contains { $0.hasPrefix("bread") })
    }

    /// A cook does not pack what they cannot name: unknown items are left out and said so.
    @Test func unknownItemsAreLeftOutAndNamed() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon(), maximumIdeas: 10)
        let items = Self.everyday + OfflineChefCheck.items("grandma's zorblax")
        let lines = try (0..<30).flatMap { try chef.ideas(for: items, preferences: .none, seed: $0).flatMap(\.ingredients) }
        #expect(!lines.contains { $0.contains("zorblax") })
        let batch = chef.batch(for: OfflineChefCheck.items("bread", "ham", "apples", "grandma's zorblax"), preferences: .none)
        #expect(batch.shortfall?.message(.english).contains("Not recognised: grandma's zorblax.") == true, "\(String(describing: batch.shortfall?.message(.english)))")
    }

    @Test func staplesAreConfigurable() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let items = OfflineChefCheck.items("raw chicken", "rice", "cucumber", "carrots", "wraps", "pasta", "tomatoes")
        let none = try OfflineChef(lexicon: lexicon, staples: []).ideas(for: items, preferences: .none)
        #expect(none.allSatisfy { $0.ingredients.allSatisfy { line in items.contains { line.hasPrefix($0.name) } } })
        let saltOnly = try OfflineChef(lexicon: lexicon, staples: ["sea salt"]).ideas(for: items, preferences: .none)
        let staples = Set(saltOnly.flatMap(\.ingredients).filter { line in !items.contains { line.hasPrefix($0.name) } })
        #expect(staples.isSubset(of: ["sea salt"]))
        #expect(OfflineChef.defaultStaples == ["salt", "pepper", "oil", "water"])
    }

    @Test func aStapleTheDietRulesOutIsNotUsed() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon(), staples: ["salt", "butter"])
        let ideas = try chef.ideas(for: Self.everyday, preferences: DietaryPreferences(vegan: true), seed: 1)
        #expect(!ideas.flatMap(\.ingredients).contains("butter"))
    }

    @Test func missingCarbIsNamedInTheError() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let error = #expect(throws: OfflineChefError.self) {
            try chef.ideas(for: OfflineChefCheck.items("apples"), preferences: .none)
        }
        #expect(error?.localizedDescription.contains("a carb such as bread, wraps or rice") == true, "\(String(describing: error?.localizedDescription))")
    }

    @Test func missingGroupsAreSuggestedWithFoodsTheDietAllows() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        do {
            _ = try chef.ideas(for: OfflineChefCheck.items("cucumber", "ham"), preferences: DietaryPreferences(vegan: true, glutenFree: true))
            Issue.record("expected an error")
        } catch let OfflineChefError.notEnoughIdeas(ideas, needed, missing, leftOut, _) {
            #expect(ideas.count < needed)
            #expect(missing.map(\.group) == [.protein, .carb])
            #expect(missing.first?.suggestion(.english) == "a protein such as chickpeas, hummus or tofu")
            #expect(missing.last?.suggestion(.english) == "a carb such as rice, potatoes or corn tortillas")
            #expect(leftOut == ["ham"])
            let message = OfflineChefError.notEnoughIdeas(ideas: ideas, needed: needed, missing: missing, leftOutForDiet: leftOut).localizedDescription
            #expect(message.contains("Add a protein such as chickpeas, hummus or tofu or a carb such as rice, potatoes or corn tortillas for more."), "\(message)")
            #expect(message.contains("Left out for your diet: ham."))
        }
    }

    @Test func emptyInventoryIsItsOwnError() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        #expect(throws: OfflineChefError.emptyInventory) { try chef.ideas(for: [], preferences: .none) }
    }

    @Test func differentSeedsGiveDifferentSelections() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let selections = try Set((0..<10).map { try chef.ideas(for: Self.everyday, preferences: .none, seed: $0).map(\.name) })
        #expect(selections.count > 3)
    }

    @Test func atLeastTenFormatsAreReachable() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items =
            Self.everyday
            + OfflineChefCheck.items("tomato soup", "noodles", "potatoes", "oats", "milk", "nori", "crackers", "soy sauce", "sushi rice", "tuna", "bagels", "pitta", "cooked rice", "mayonnaise")
        let names = try (0..<60).flatMap { try chef.ideas(for: items, preferences: .none, seed: $0).map(\.name) }
        let dishes = [
            "Wrap", "Sandwich", "Rice Box", "Bento", "Pasta Salad", "Pesto Pasta", "Onigiri", "Plate", "Quesadilla", "Flask", "Noodles",
            "Potato Salad", "Frittata Fingers", "Fried Rice", "Pitta", "Bagel",
        ]
        let reached = dishes.filter { dish in names.contains { $0.hasSuffix(dish) || $0.contains(" \(dish) with ") } }
        #expect(reached.count >= 10, "reached \(reached)")
    }
}

/// Found by the "enough ideas whenever the inventory allows" property (1 in ~100,000).
@Suite("Offline chef regressions")
struct OfflineChefRegressionTests {
    /// Beans, bread and blueberries make a lunch (mushrooms do not go in a sandwich raw):
    /// the chef shows it and says what would give more, rather than refusing.
    @Test func breadBeansMushroomsAndBlueberriesMakeALunch() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = [
            InventoryItem(name: "blueberries", quantity: "200 g"), InventoryItem(name: "black beans", quantity: "half a loaf"),
            InventoryItem(name: "oat milk", quantity: "2"), InventoryItem(name: "wholemeal bread", quantity: "a handful"),
            InventoryItem(name: "wholemeal bread", quantity: "a handful"), InventoryItem(name: "mushrooms", quantity: "2"),
        ]
        let batch = chef.batch(for: items, preferences: .none, seed: 359_862)
        #expect(!batch.ideas.isEmpty)
        #expect(batch.shortfall?.missing.isEmpty == false)
    }

    /// Two falafel where a sandwich takes four still make a sandwich, with the last of
    /// them, and the line says what there is (CI, 2026-11-28).
    @Test func theLastOfAFillingMakesALunch() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = [
            InventoryItem(name: "gluten-free bread", quantity: "1 tin"), InventoryItem(name: "falafel", quantity: "2"),
            InventoryItem(name: "cherry tomatoes", quantity: "6"),
        ]
        let ideas = try chef.ideas(for: items, preferences: .none, seed: 0)
        #expect(ideas.first?.ingredients.contains("falafel (2)") == true, "\(ideas.map(\.ingredients))")
        let fewTomatoes = [
            InventoryItem(name: "wholemeal bread", quantity: "200 g"), InventoryItem(name: "cherry tomatoes", quantity: "2"),
            InventoryItem(name: "mozzarella", quantity: "2"),
        ]
        #expect(try chef.ideas(for: fewTomatoes, preferences: .none, seed: 0).first?.ingredients.contains("cherry tomatoes (2)") == true)
        // One egg is not stretched to a lunch written for two.
        let oneEgg = chef.batch(for: [InventoryItem(name: "eggs", quantity: "1"), InventoryItem(name: "bread"), InventoryItem(name: "cucumber")], preferences: .none)
        #expect(!oneEgg.ideas.flatMap(\.ingredients).contains("eggs (1)"))
    }
}
