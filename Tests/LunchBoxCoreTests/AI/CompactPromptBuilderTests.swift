import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

/// The on-device model's prompt stays within its budget whatever the kitchen, and what
/// matters most is never the part cut.
@Suite("Compact prompt for a small model")
struct CompactPromptBuilderTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 23)!

    static var wishes: Generator<IdeaWishes, some SendableSequenceType> {
        zip(
            Gen.element(of: ChefPersona.catalog), Gen.element(of: Cuisine.allCases).compactMap { $0 },
            Gen.element(of: MealType.allCases).compactMap { $0 }, Generators.foodName.array(of: 0...20)
        ).map { persona, cuisine, meal, avoid in
            IdeaWishes(persona: persona, cuisine: cuisine, maxMinutes: 15, mealType: meal, avoid: avoid.map { "\($0) surprise with a long name" })
        }
    }

    @Test func anyKitchenFitsTheBudgetAndTheDietsAreAlwaysNamed() async {
        await propertyCheck(
            count: 150, input: KitchenGenerators.inventory(0...200), Generators.dietaryPreferences, Self.wishes, Gen.int(in: 600...3_000)
        ) { items, preferences, wishes, budget in
            let prompt = CompactPromptBuilder(ideaCount: 5, maximumCharacters: budget).prompt(for: items, preferences: preferences, today: Self.today, wishes: wishes)
            #expect(prompt.characterCount <= budget)
            for restriction in preferences.active {
                #expect(prompt.prompt.contains(restriction.label), "\(restriction) must never be cut")
            }
            #expect(prompt.prompt.contains("Give 5 different ideas."))
        }
    }

    @Test func aSmallKitchenIsSentWhole() async {
        await propertyCheck(count: 100, input: KitchenGenerators.inventory(1...8)) { items in
            let prompt = CompactPromptBuilder(ideaCount: 4).prompt(for: items, preferences: .none, today: nil, wishes: .none)
            for item in items { #expect(prompt.prompt.contains(item.name)) }
            #expect(!prompt.prompt.contains("more."))
        }
    }

    @Test func foodToUseFirstComesFirstAndTheTailIsCounted() throws {
        let soon = InventoryItem(name: "spinach", quantity: "1 bag", bestBefore: Self.today.adding(days: 1))
        let others = (1...300).map { InventoryItem(name: "food number \($0)") }
        let prompt = CompactPromptBuilder(ideaCount: 5).prompt(for: others + [soon], preferences: DietaryPreferences([.vegan]), today: Self.today, wishes: .none)
        let kitchen = try #require(prompt.prompt.split(separator: "\n").first { $0.hasPrefix("Kitchen: ") })
        #expect(kitchen.hasPrefix("Kitchen: spinach (1 bag, use first), food number 1, "))
        #expect(kitchen.hasSuffix(" more."))
        #expect(prompt.characterCount <= CompactPromptBuilder.defaultMaximumCharacters)
    }

    @Test func foodPastItsDateIsNotOffered() {
        let old = InventoryItem(name: "old yogurt", bestBefore: Self.today.adding(days: -2))
        let prompt = CompactPromptBuilder(ideaCount: 3).prompt(for: [old, InventoryItem(name: "bread")], preferences: .none, today: Self.today, wishes: .none)
        #expect(!prompt.prompt.contains("old yogurt"))
        #expect(prompt.prompt.contains("bread"))
    }
}
