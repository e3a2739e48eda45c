import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// Steps never tell anyone to cut food that comes bite-sized ("Cut the black beans into
/// bite-sized pieces", "slice the beef mince").
@Suite("Offline chef wording")
struct OfflineChefWordingTests {
    @Test func noStepCutsFoodThatComesBiteSized() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let chef = OfflineChef(lexicon: lexicon)
        // English names: a name in another language is written as the food's English name.
        let translated = Set(lexicon.foods.flatMap { lexicon.names.names(for: $0.name).map { $0.lowercased() } })
        let english = { (food: Food) in food.allNames.filter { !translated.contains($0) } }
        let biteSized = lexicon.foods.filter(\.isBiteSized).flatMap(english)
        let anyFood = Gen.element(of: lexicon.foods.flatMap(english)).compactMap { $0 }
        let inventory = zip(Gen.element(of: biteSized).compactMap { $0 }.array(of: 2...8), anyFood.array(of: 3...30)).map { $0 + $1 }
        let used = Tally()
        await propertyCheck(count: 200, input: inventory, KitchenGenerators.seed) { names, seed in
            let items = names.map { InventoryItem(name: $0) }
            guard let ideas = try? chef.ideas(for: items, preferences: .none, seed: seed) else { return }
            for idea in ideas {
                for name in Set(names).intersection(biteSized) {
                    let label = name.lowercased()
                    guard idea.ingredients.contains(where: { $0 == name || $0.hasPrefix(name + " (") }) else { continue }
                    used.add()
                    // "the corn on cob" names another item, not "the corn": blank out longer names first.
                    let longer = names.map { $0.lowercased() }.filter { $0.hasPrefix(label + " ") }.sorted { $0.count > $1.count }
                    for step in idea.preparationSteps {
                        let own = longer.reduce(step) { $0.replacingOccurrences(of: "the " + $1, with: "the other food") }
                        #expect(!Self.cuts(label, in: own), "\(idea.name): \(step)")
                    }
                }
            }
        }
        #expect(used.count >= 600, "bite-sized food was used only \(used.count) times")
    }

    @Test func biteSizedFoodIsPackedAsItIs() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = OfflineChefCheck.items("black beans", "peas", "carrots", "sweetcorn", "bread", "blueberries", "pasta", "beef mince", "wraps")
        let steps = try (0..<30).flatMap { try chef.ideas(for: items, preferences: .none, seed: UInt64($0)) }.flatMap(\.preparationSteps)
        #expect(steps.contains { $0.contains("the peas") || $0.contains("the black beans") || $0.contains("the sweetcorn") })
        for label in ["black beans", "peas", "sweetcorn", "blueberries", "beef mince"] {
            #expect(!steps.contains { Self.cuts(label, in: $0) }, "\(label)")
        }
        #expect(steps.contains { $0.contains("the carrots") && ($0.contains("into sticks") || $0.hasPrefix("Grate") || $0.contains("into small pieces")) }, "carrots are still cut")
    }

    @Test func beansInBreadAreMashedFirst() throws {
        let chef = OfflineChef(lexicon: try KitchenGenerators.lexicon())
        let items = OfflineChefCheck.items("chickpeas", "bread", "wraps", "cucumber")
        let ideas = try (0..<10).flatMap { try chef.ideas(for: items, preferences: .none, seed: UInt64($0)) }
        let handheld = ideas.filter { $0.name.hasSuffix("Sandwich") || $0.name.hasSuffix("Wrap") }
        #expect(!handheld.isEmpty)
        for idea in handheld {
            #expect(idea.preparationSteps.contains { $0.contains("the chickpeas and mash them roughly with a fork") }, "\(idea.preparationSteps)")
        }
        // In a salad or a box the beans stay whole.
        let others = ideas.filter { !$0.name.hasSuffix("Sandwich") && !$0.name.hasSuffix("Wrap") }
        #expect(others.allSatisfy { !$0.preparationSteps.contains { $0.contains("mash") } })
    }

    /// True when `step` tells the reader to cut, chop or slice the food called `label`.
    static func cuts(_ label: String, in step: String) -> Bool {
        let food = "the " + NSRegularExpression.escapedPattern(for: label) + #"(?![\w-])"#
        let patterns = [
            // "Cut the peas and the carrots into small pieces."
            #"\b(Cut|Chop) (?:(?!into)[^.;])*"# + food + #"(?:(?!into)[^.;])* into\b"#,
            // "Fold in the peas, chopped"
            food + #", (chopped|thinly sliced|finely sliced|sliced|cubed|cut)\b"#,
            // "Cook the beef mince … then slice it"
            #"^(Cook|Boil) "# + food + #"[^.]*\bslice (it|them)\b"#,
        ]
        return patterns.contains { step.range(of: $0, options: .regularExpression) != nil }
    }
}
