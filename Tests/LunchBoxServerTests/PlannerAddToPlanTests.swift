import Foundation
import LunchBoxCore
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// "Add to plan" on an idea: the idea becomes a meal and the week asks for a day.
@Suite struct PlannerAddToPlanTests {
    static let idea = LunchBoxIdea(
        name: "Hummus & veggie box",
        ingredients: ["hummus", "carrot sticks", "pita bread"],
        preparationSteps: ["Pack it."],
        origin: .offlineChef
    )

    @Test func aRecentIdeaBecomesAMealAndTheWeekAsksForADay() async throws {
        try await TestApp.run(now: PlannerWeekPageTests.wednesday) { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))

            // When "Add to plan" is pressed on the idea
            let added = try await client.postForm("/meals/from-idea", [("ideaId", Self.idea.id.uuidString)])

            // Then the library has the meal, made from the idea's name and ingredients, with
            // protein and carb taken from the food lexicon
            #expect(added.status == .seeOther)
            let meal = try #require(try await database.meals().first)
            #expect(meal.description == "Hummus & veggie box")
            #expect(meal.primaryProtein == "hummus")
            #expect(meal.primaryCarb == "pita bread")
            #expect(meal.otherComponents == ["carrot sticks"])
            #expect(meal.createdAt == PlannerWeekPageTests.wednesday)
            #expect(added.location == "/plan?week=2026-11-23&assign=\(meal.id.uuidString)")

            // And the week pre-selects it in the picker of every day ahead (Wednesday to
            // Sunday) under a banner
            let week = try await client.get(added.location)
            #expect(week.status == .ok)
            #expect(week.text.contains("Pick a day for <strong>Hummus &amp; veggie box</strong>"))
            #expect(week.text.components(separatedBy: "<option value=\"\(meal.id.uuidString)\" selected>").count == 6)

            // Pressing it again does not add a second copy
            let again = try await client.postForm("/meals/from-idea", [("ideaId", Self.idea.id.uuidString)])
            #expect(again.location == added.location)
            #expect(try await database.meals().count == 1)
        }
    }

    @Test func aFavoriteCanBeAddedToo() async throws {
        try await TestApp.run { client, database in
            try await database.saveFavorite(Self.idea, at: TestApp.monday)
            let added = try await client.postForm("/meals/from-idea", [("ideaId", Self.idea.id.uuidString)])
            #expect(added.status == .seeOther)
            #expect(try await database.meals().map(\.description) == ["Hummus & veggie box"])
        }
    }

    @Test func anUnknownIdeaIsNotFound() async throws {
        try await TestApp.run { client, database in
            let unknown = try await client.postForm("/meals/from-idea", [("ideaId", UUID().uuidString)])
            #expect(unknown.status == .notFound)
            #expect(unknown.text.contains("That idea is no longer here"))
            let missing = try await client.postForm("/meals/from-idea", [])
            #expect(missing.status == .badRequest)
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func anAssignParameterForAnUnknownMealIsIgnored() async throws {
        try await TestApp.run { client, _ in
            let week = try await client.get("/plan?assign=\(UUID().uuidString)")
            #expect(week.status == .ok)
            #expect(!week.text.contains("id=\"assign-banner\""))
        }
    }

    @Test func theLexiconDecidesProteinAndCarbWhenThereIsOne() throws {
        let lexicon = try FoodLexicon(foods: [
            Food(name: "hummus", category: .protein, fridgeDays: 5),
            Food(name: "pita bread", category: .carb, fridgeDays: 3),
            Food(name: "carrot", category: .vegetable, fridgeDays: 14),
        ])
        let meal = Meal(idea: Self.idea, createdAt: TestApp.monday, role: lexicon.mealRole(of:))
        #expect(meal.primaryProtein == "hummus")
        #expect(meal.primaryCarb == "pita bread")
        #expect(meal.otherComponents == ["carrot sticks"])

        let plain = Meal(idea: Self.idea, createdAt: TestApp.monday)
        #expect(plain.primaryProtein.isEmpty)
        #expect(plain.otherComponents.count == 3)
    }

    @Test func anOversizedIdeaStillFitsTheLibrary() throws {
        let idea = LunchBoxIdea(
            name: String(repeating: "n", count: 500),
            ingredients: (0..<40).map { "ingredient \($0) " + String(repeating: "i", count: 100) },
            preparationSteps: ["Go."]
        )
        let meal = try Meal(idea: idea, createdAt: TestApp.monday).validated()
        #expect(meal.description.count == Meal.maximumDescriptionLength)
        #expect(meal.otherComponents.count == Meal.maximumComponentCount)
        #expect(meal.otherComponents.allSatisfy { $0.count <= Meal.maximumComponentLength })
    }
}
