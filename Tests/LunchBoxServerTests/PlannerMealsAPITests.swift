import Foundation
import HummingbirdTesting
import LunchBoxCore
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// `/api/meals`: the library as JSON, with the same rules and clear 4xx answers.
@Suite struct PlannerMealsAPITests {
    @Test func createReadUpdateAndDeleteMeals() async throws {
        try await TestApp.run { client, database in
            // Create
            let created = try await client.api(.post, "/api/meals", json: #"{"description":" Rice bowl ","primaryProtein":"egg","primaryCarb":"rice","otherComponents":["peas","Peas","carrot"]}"#)
            #expect(created.status == .created)
            let meal = try created.decode(Meal.self)
            #expect(meal.description == "Rice bowl")
            #expect(meal.otherComponents == ["peas", "carrot"])
            #expect(meal.createdAt == TestApp.monday)

            // Read one and the list with its filter options
            let one = try await client.api(.get, "/api/meals/\(meal.id.uuidString)")
            #expect(try one.decode(Meal.self) == meal)
            let list = try await client.api(.get, "/api/meals")
            let body = try list.decode(PlannerMealListBody.self)
            #expect(body.meals == [meal])
            #expect(body.options == FilterOptions(meals: [meal]))

            // Update: what the body leaves out keeps its value; an empty value clears it
            // (MealEdit, the same meaning as `lunchbox meals edit`)
            let updated = try await client.api(.put, "/api/meals/\(meal.id.uuidString)", json: #"{"description":"Egg fried rice","primaryCarb":""}"#)
            #expect(updated.status == .ok)
            let stored = try #require(try await database.meal(id: meal.id))
            #expect(stored.description == "Egg fried rice")
            #expect(stored.primaryProtein == "egg" && stored.primaryCarb == "")
            #expect(stored.otherComponents == ["peas", "carrot"])

            // Delete
            let deleted = try await client.api(.delete, "/api/meals/\(meal.id.uuidString)")
            #expect(deleted.status == .ok)
            #expect(try deleted.decode(DeletedMeal.self).meal.id == meal.id)
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func filtersMatchEveryCriterionAndKeepAllOptions() async throws {
        try await TestApp.run { client, database in
            let now = TestApp.monday
            let wrap = try await database.addMeal(Meal(description: "Chicken wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce", "tomato"], createdAt: now))
            try await database.addMeal(Meal(description: "Chicken salad", primaryProtein: "chicken", otherComponents: ["lettuce"], createdAt: now))
            try await database.addMeal(Meal(description: "Bean chili", primaryProtein: "beans", primaryCarb: "rice", createdAt: now))

            let filtered = try await client.api(.get, "/api/meals?protein=Chicken&component=tomato&component=LETTUCE")
            let body = try filtered.decode(PlannerMealListBody.self)
            #expect(body.meals.map(\.id) == [wrap.id])
            #expect(body.options.proteins == ["beans", "chicken"])
            #expect(body.options.carbs == ["rice", "tortilla"])
            #expect(body.options.components == ["lettuce", "tomato"])

            let none = try await client.api(.get, "/api/meals?carb=rice&protein=chicken")
            #expect(none.status == .ok)
            #expect(try none.decode(PlannerMealListBody.self).meals.isEmpty)
        }
    }

    @Test func deletingAPlannedMealNeedsConfirmation() async throws {
        try await TestApp.run { client, database in
            let meal = try await database.addMeal(Meal(description: "Soup", createdAt: TestApp.monday))
            let day = try #require(CalendarDay(isoString: "2026-11-24"))
            try await database.assignMeal(id: meal.id, to: day, at: TestApp.monday)

            let refused = try await client.api(.delete, "/api/meals/\(meal.id.uuidString)")
            #expect(refused.status == .conflict)
            let error = try #require(try refused.json()["error"] as? [String: Any])
            #expect(error["status"] as? Int == 409)
            let message = try #require(error["message"] as? String)
            #expect(message.contains("planned on 1 day: Nov 24, 2026"))
            #expect(!message.contains("?confirm=true"))
            #expect((error["hint"] as? String)?.contains("?confirm=true") == true)
            #expect(try await database.meal(id: meal.id) != nil)

            let confirmed = try await client.api(.delete, "/api/meals/\(meal.id.uuidString)?confirm=true")
            #expect(confirmed.status == .ok)
            #expect(try confirmed.decode(DeletedMeal.self) == DeletedMeal(meal: meal, plannedDays: [day]))
            #expect(try await database.meal(id: meal.id) == nil)
            #expect(try await database.assignments(in: day...day).isEmpty)
        }
    }

    @Test func badInputGetsAClearError() async throws {
        try await TestApp.run { client, database in
            let empty = try await client.api(.post, "/api/meals", json: #"{"description":"   "}"#)
            #expect(empty.status == .badRequest)
            #expect(empty.errorMessage.contains("Meal description cannot be empty."))

            let huge = try await client.api(.post, "/api/meals", json: #"{"description":""# + String(repeating: "x", count: 1_000_000) + #""}"#)
            #expect(huge.status == .badRequest)
            #expect(huge.errorMessage.contains("at most 200 characters"))

            let malformed = try await client.api(.post, "/api/meals", json: #"{"description": "Soup""#)
            #expect(malformed.status == .badRequest)

            let wrongType = try await client.api(.post, "/api/meals", json: "description=Soup", contentType: "application/x-www-form-urlencoded")
            #expect(wrongType.status == .unsupportedMediaType)

            let control = try await client.api(.post, "/api/meals", json: #"{"description":"Soup\u0007"}"#)
            #expect(control.status == .badRequest)

            let html = try await client.api(.post, "/api/meals", json: #"{"description":"<b>Soup</b>"}"#)
            #expect(html.status == .created)
            #expect(try await database.meals().map(\.description) == ["<b>Soup</b>"])

            let unknown = try await client.api(.put, "/api/meals/\(UUID().uuidString)", json: #"{"description":"Soup"}"#)
            #expect(unknown.status == .notFound)
            let unknownDelete = try await client.api(.delete, "/api/meals/\(UUID().uuidString)")
            #expect(unknownDelete.status == .notFound)
            let unknownGet = try await client.api(.get, "/api/meals/\(UUID().uuidString)")
            #expect(unknownGet.status == .notFound)
        }
    }
}

/// `GET /api/meals` as a client reads it.
struct PlannerMealListBody: Decodable {
    let meals: [Meal]
    let options: FilterOptions
}
