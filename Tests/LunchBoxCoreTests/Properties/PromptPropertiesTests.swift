import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Prompt and share properties")
struct PromptPropertiesTests {
    static let dietaryKeywords = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"]

    // Feature: lunchbox-prep, Property 11: For any non-empty inventory and any DietaryPreferences value, the prompt string produced by SuggestionEngine should contain every inventory item name and every active dietary preference label.
    @Test func promptNamesEveryItemAndActivePreference() async {
        let items = Generators.typedInventoryItem.array(of: 1...15)
        await propertyCheck(count: 200, input: items, Generators.dietaryPreferences, Generators.calendarDay) { items, preferences, today in
            let prompt = PromptBuilder().prompt(for: items, preferences: preferences, today: today).fullText
            for item in items {
                #expect(prompt.contains(item.name))
                if !item.quantity.isEmpty { #expect(prompt.contains(item.quantity)) }
            }
            for restriction in preferences.active {
                #expect(prompt.contains(restriction.label))
            }
            // Deterministic: the same input gives the same prompt.
            #expect(PromptBuilder().prompt(for: items, preferences: preferences, today: today).fullText == prompt)
        }
    }

    // Feature: lunchbox-prep, Property 17: For any SuggestionEngine, after calling PreferencesStore.reset(), the generated prompt should contain none of the dietary constraint keywords.
    @Test func clearedPreferencesGiveAnUnconstrainedPrompt() async {
        // Random chosen preferences: the prompt names each active one before the reset,
        // so each case checks that the reset removed what was really there.
        await propertyCheck(count: 200, input: Generators.inventoryItems(1...15), Generators.dietaryPreferences) { items, chosen in
            let before = PromptBuilder().prompt(for: items, preferences: chosen).fullText.lowercased()
            for restriction in chosen.active {
                #expect(before.contains(restriction.label.lowercased()))
            }
            var preferences = chosen
            preferences.reset()
            #expect(preferences == .none)
            let prompt = PromptBuilder().prompt(for: items, preferences: preferences).fullText.lowercased()
            for keyword in Self.dietaryKeywords {
                #expect(!prompt.contains(keyword))
            }
            #expect(!prompt.contains("dietary"))
        }
    }

    // Feature: lunchbox-prep, Property 18: For any LunchBoxIdea, the plain-text string produced by the share formatter should contain the idea's name, every string in ingredients, and every string in preparationSteps.
    @Test func shareTextContainsEveryField() async {
        await propertyCheck(count: 200, input: Generators.idea) { idea in
            let text = ShareFormatter().text(for: idea)
            #expect(text.contains(idea.name))
            for ingredient in idea.ingredients { #expect(text.contains(ingredient)) }
            for step in idea.preparationSteps { #expect(text.contains(step)) }
        }
    }
}
