import Foundation
import HummingbirdTesting
import LunchBoxCore
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// The meal library pages: list, filters, form, delete with confirmation.
@Suite struct PlannerMealsPageTests {
    @Test func emptyLibraryInvitesToAddAMeal() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/meals")
            #expect(page.status == .ok)
            #expect(page.text.contains("No meals yet. Add a meal to start planning"))
            #expect(page.text.contains("href=\"/meals/new\""))
            #expect(!page.text.contains("id=\"meal-list\""))
        }
    }

    @Test func addEditAndDeleteAMealThroughTheForms() async throws {
        try await TestApp.run { client, database in
            // Given the new-meal form
            let form = try await client.get("/meals/new")
            #expect(form.status == .ok)
            #expect(form.text.contains("name=\"components\""))

            // When a meal is added with components one per line
            let added = try await client.postForm(
                "/meals",
                [
                    ("description", "  Chicken wrap "), ("protein", "chicken"), ("carb", "tortilla"),
                    ("components", "lettuce\r\nrice, cooked\n\nlettuce"),
                ])

            // Then it is stored cleaned, a comma stays inside its component, and the list shows it
            #expect(added.status == .seeOther)
            #expect(added.location == "/meals")
            let meals = try await database.meals()
            #expect(meals.count == 1)
            let meal = try #require(meals.first)
            #expect(meal.description == "Chicken wrap")
            #expect(meal.otherComponents == ["lettuce", "rice, cooked"])
            let list = try await client.get("/meals")
            #expect(list.text.contains("Chicken wrap"))
            #expect(list.text.contains("protein: chicken"))
            #expect(list.text.contains("carb: tortilla"))
            #expect(list.text.contains("rice, cooked"))

            // When it is edited
            let edit = try await client.get("/meals/\(meal.id.uuidString)/edit")
            #expect(edit.text.contains("value=\"Chicken wrap\""))
            #expect(edit.text.contains("lettuce\nrice, cooked</textarea>"))
            let updated = try await client.postForm(
                "/meals/\(meal.id.uuidString)",
                [
                    ("description", "Chicken and rice wrap"), ("protein", "chicken"), ("carb", ""), ("components", "rice, cooked"),
                ])
            #expect(updated.status == .seeOther)
            let stored = try #require(try await database.meal(id: meal.id))
            #expect(stored.description == "Chicken and rice wrap")
            #expect(stored.primaryCarb == "")
            #expect(stored.otherComponents == ["rice, cooked"])
            #expect(stored.createdAt == meal.createdAt)

            // When it is deleted (not planned: no question asked)
            let deleted = try await client.postForm("/meals/\(meal.id.uuidString)/delete", [])
            #expect(deleted.status == .seeOther)
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func anInvalidMealComesBackWithWhatWasTyped() async throws {
        try await TestApp.run { client, database in
            let response = try await client.postForm(
                "/meals",
                [
                    ("description", "   "), ("protein", "tofu"), ("carb", "noodles"), ("components", "peanuts\nlime"),
                ])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("Meal description cannot be empty."))
            #expect(response.text.contains("value=\"tofu\""))
            #expect(response.text.contains("value=\"noodles\""))
            #expect(response.text.contains("peanuts\nlime</textarea>"))
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func aMegabyteDescriptionIsRefusedAndNothingIsStored() async throws {
        try await TestApp.run { client, database in
            let response = try await client.postForm("/meals", [("description", String(repeating: "a", count: 1_000_000))])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("Meal description is too long: at most 200 characters."))
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func filtersNarrowTheLibraryAndSayWhenNothingMatches() async throws {
        try await TestApp.run { client, database in
            let now = TestApp.monday
            try await database.addMeal(Meal(description: "Chicken wrap", primaryProtein: "Chicken", primaryCarb: "tortilla", otherComponents: ["lettuce", "cherry tomatoes"], createdAt: now))
            try await database.addMeal(Meal(description: "Chicken rice bowl", primaryProtein: "chicken", primaryCarb: "rice", otherComponents: ["cherry tomatoes"], createdAt: now))
            try await database.addMeal(Meal(description: "Tofu noodles", primaryProtein: "tofu", primaryCarb: "noodles", otherComponents: ["lettuce"], createdAt: now))

            // The pickers offer each value once
            let all = try await client.get("/meals")
            #expect(all.text.contains("3 meals"))
            #expect(all.text.components(separatedBy: "<option value=\"Chicken\"").count == 2)
            #expect(!all.text.contains("<option value=\"chicken\""))

            // Protein, case-insensitive; spaces as a browser sends them (+)
            let chicken = try await client.get("/meals?protein=CHICKEN&component=cherry+tomatoes")
            #expect(chicken.text.contains("Chicken wrap"))
            #expect(chicken.text.contains("Chicken rice bowl"))
            #expect(!chicken.text.contains("Tofu noodles"))
            #expect(chicken.text.contains("2 of 3 meals"))
            #expect(chicken.text.contains("<option value=\"Chicken\" selected>"))
            #expect(chicken.text.contains("value=\"cherry tomatoes\" checked"))
            #expect(chicken.text.contains("id=\"clear-filters\""))

            // Every criterion must hold
            let both = try await client.get("/meals?carb=tortilla&component=lettuce&component=cherry%20tomatoes")
            #expect(both.text.contains("Chicken wrap"))
            #expect(!both.text.contains("Chicken rice bowl"))

            // No result: say so, offer to clear
            let none = try await client.get("/meals?protein=tofu&carb=rice")
            #expect(none.status == .ok)
            #expect(none.text.contains("No meals match these filters."))
            #expect(none.text.contains("<a href=\"/meals\">Clear filters</a>"))
            #expect(!none.text.contains("id=\"meal-list\""))
        }
    }

    @Test func deletingAPlannedMealAsksFirstAndThenRemovesItsDays() async throws {
        try await TestApp.run { client, database in
            // Given a meal planned on two days (twice on one of them)
            let meal = try await database.addMeal(Meal(description: "Soup", createdAt: TestApp.monday))
            let monday = try #require(CalendarDay(isoString: "2026-11-23"))
            try await database.assignMeal(id: meal.id, to: monday, at: TestApp.monday)
            try await database.assignMeal(id: meal.id, to: monday, at: TestApp.monday)
            try await database.assignMeal(id: meal.id, to: monday.adding(days: 2), at: TestApp.monday)

            // When delete is pressed, a confirmation page names the days and nothing is deleted yet
            let question = try await client.postForm("/meals/\(meal.id.uuidString)/delete", [])
            #expect(question.status == .ok)
            #expect(question.text.contains("Planned on 2 days. Deleting it removes it from those days"))
            #expect(question.text.contains("Monday, Nov 23, 2026"))
            #expect(question.text.contains("Wednesday, Nov 25, 2026"))
            #expect(question.text.contains("name=\"confirm\" value=\"yes\""))
            #expect(try await database.meal(id: meal.id) != nil)

            // When it is confirmed, the meal and its planned days are gone
            let confirmed = try await client.postForm("/meals/\(meal.id.uuidString)/delete", [("confirm", "yes")])
            #expect(confirmed.status == .seeOther)
            #expect(try await database.meal(id: meal.id) == nil)
            #expect(try await database.assignments(in: monday...monday.adding(days: 6)).isEmpty)
        }
    }

    @Test func unknownMealsAreNotFoundPages() async throws {
        try await TestApp.run { client, _ in
            let edit = try await client.get("/meals/\(UUID().uuidString)/edit")
            #expect(edit.status == .notFound)
            #expect(edit.text.contains("Meal not found"))
            let delete = try await client.postForm("/meals/\(UUID().uuidString)/delete", [("confirm", "yes")])
            #expect(delete.status == .notFound)
        }
    }

    @Test func aFormPostWithoutTheTokenIsRefused() async throws {
        try await TestApp.run { client, database in
            let response = try await client.api(.post, "/meals", json: "description=Soup", contentType: "application/x-www-form-urlencoded")
            #expect(response.status == .forbidden)
            #expect(try await database.meals().isEmpty)
        }
    }
}
