import Foundation
import LunchBoxCore
import Testing

@Suite("Household document")
struct HouseholdDocumentTests {
    /// The example in docs/ is what the documentation describes and what this build
    /// reads: a renamed field fails here before it surprises another app.
    @Test func theDocumentedExampleReadsAsDescribed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("docs/household-document-example.json"))
        let household = try HouseholdDocument.decode(data).snapshot()
        #expect(household.kitchen.map(\.name) == ["wholemeal bread", "cheddar", "cucumber"])
        #expect(household.kitchen[1].quantity == "200 g" && household.kitchen[1].dateKind == .useBy)
        #expect(household.members.map(\.member.name) == ["Ana"] && household.members[0].member.diets.vegetarian)
        #expect(household.members[0].progress.news.map(\.event) == [.badgeUnlocked(.firstIdea), .badgeUnlocked(.firstFavorite)])
        #expect(household.favorites.first?.name == "Cheddar & Cucumber Sandwich")
        #expect(household.favorites.first?.origin?.engine == .offlineChef)
        #expect(household.meals.map(\.description) == ["Cheese sandwich"])
        #expect(household.plan.map(\.day.isoString) == ["2026-12-04"] && household.plan.first?.mealID == household.meals.first?.id)
        // Favorites are schema.org Recipes.
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let recipe = try #require((json["favorites"] as? [[String: Any]])?.first)
        #expect(recipe["@type"] as? String == "Recipe" && recipe["@context"] as? String == "https://schema.org")
        #expect((recipe["recipeInstructions"] as? [[String: Any]])?.first?["@type"] as? String == "HowToStep")
    }

    /// Times keep their milliseconds exactly, rounded rather than cut.
    @Test func timesKeepTheirMilliseconds() throws {
        for milliseconds: Int64 in [0, 1, 999, 1_234, 1_795_428_000_123, -1_500] {
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let text = HouseholdDocument.timestamp(date)
            let parsed = try Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
            #expect(Int64((parsed.timeIntervalSince1970 * 1000).rounded()) == milliseconds, "\(text)")
        }
        #expect(HouseholdDocument.timestamp(Date(timeIntervalSince1970: 1.234)) == "1970-01-01T00:00:01.234Z")
    }
}
