import Foundation
import LunchBoxCore
import Testing

@Suite("Prompt builder")
struct PromptBuilderTests {
    let today = CalendarDay(year: 2026, month: 11, day: 22)!

    @Test func asksForTheIdeasJSONShape() {
        let prompt = PromptBuilder().prompt(for: [InventoryItem(name: "eggs")], preferences: .none)
        #expect(prompt.system.contains(#"{"ideas":[{"name""#))
        #expect(prompt.system.contains(#""ingredients""#) && prompt.system.contains(#""steps""#))
        #expect(prompt.user.contains("- eggs"))
    }

    @Test func soonExpiringItemsComeFirstAndAreMarked() {
        let items = [
            InventoryItem(name: "rice"),
            InventoryItem(name: "spinach", bestBefore: today.adding(days: 1)),
            InventoryItem(name: "yogurt", bestBefore: today.adding(days: 10)),
            InventoryItem(name: "chicken", bestBefore: today),
        ]
        let prompt = PromptBuilder().prompt(for: items, preferences: .none, today: today).user
        let order = ["chicken", "spinach", "yogurt", "rice"].map { prompt.range(of: "- \($0)")!.lowerBound }
        #expect(order == order.sorted())
        #expect(prompt.contains("- chicken - use first, best before 2026-11-22"))
        #expect(prompt.contains("- spinach - use first"))
        #expect(!prompt.contains("- yogurt - use first"))
        #expect(prompt.contains("Use the items marked \"use first\""))
    }

    @Test func statesEveryActiveDietAsARequirement() {
        let prompt = PromptBuilder().prompt(for: [InventoryItem(name: "eggs")], preferences: DietaryPreferences([.vegan, .nutFree])).user
        #expect(prompt.contains("Dietary requirements: vegan, nut-free. Every idea must satisfy all of them."))
    }
}
