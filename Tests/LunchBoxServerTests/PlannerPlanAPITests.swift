import Foundation
import LunchBoxCore
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// `/api/plan`: the week, assigning and removing, the shopping list and the .ics, as JSON.
@Suite struct PlannerPlanAPITests {
    /// `GET /api/plan` as a client reads it.
    struct WeekBody: Decodable {
        struct Day: Decodable {
            let day: String
            let meals: [Planned]
        }

        struct Planned: Decodable {
            let assignmentId: UUID
            let meal: Meal
        }

        let weekStart: String
        let days: [Day]
    }

    struct AssignmentBody: Decodable {
        let assignmentId: UUID
        let day: String
        let meal: Meal
    }

    struct ShoppingListBody: Decodable {
        let weekStart: String
        let items: [ShoppingList.Item]
    }

    @Test func aWeekAcrossNewYearIsPlannedAndReadBack() async throws {
        try await TestApp.run(now: TestApp.date("2026-12-31T23:30:00Z")) { client, database in
            let meal = try await database.addMeal(Meal(description: "Dumplings", primaryCarb: "dough", createdAt: TestApp.monday))

            // When the meal is planned on New Year's Day and on the first Sunday
            let first = try await client.api(.post, "/api/plan", json: #"{"mealId":"\#(meal.id.uuidString)","day":"2027-01-01"}"#)
            #expect(first.status == .created)
            let assignment = try first.decode(AssignmentBody.self)
            #expect(assignment.day == "2027-01-01")
            #expect(assignment.meal == meal)
            let second = try await client.api(.post, "/api/plan", json: #"{"mealId":"\#(meal.id.uuidString)","day":"2027-01-03"}"#)
            #expect(second.status == .created)

            // Then this week (no `week`: today is Thursday 2026-12-31) holds both, 7 days from Monday
            let week = try await client.api(.get, "/api/plan").decode(WeekBody.self)
            #expect(week.weekStart == "2026-12-28")
            #expect(week.days.map(\.day) == ["2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03"])
            #expect(week.days[4].meals.map(\.assignmentId) == [assignment.assignmentId])
            #expect(week.days[4].meals.first?.meal == meal)
            #expect(week.days[6].meals.count == 1)
            #expect(week.days[0].meals.isEmpty)

            // And the next week is empty
            let next = try await client.api(.get, "/api/plan?week=2027-01-04").decode(WeekBody.self)
            #expect(next.weekStart == "2027-01-04")
            #expect(next.days.allSatisfy { $0.meals.isEmpty })

            // Removing
            let removed = try await client.api(.delete, "/api/plan/\(assignment.assignmentId.uuidString)")
            #expect(removed.status == .ok)
            #expect((try removed.json()["assignmentId"] as? String) == assignment.assignmentId.uuidString)
            let again = try await client.api(.delete, "/api/plan/\(assignment.assignmentId.uuidString)")
            #expect(again.status == .notFound)
            let after = try await client.api(.get, "/api/plan?week=2027-01-01").decode(WeekBody.self)
            #expect(after.days[4].meals.isEmpty)
            #expect(after.days[6].meals.count == 1)
        }
    }

    @Test func badInputGetsAClearError() async throws {
        try await TestApp.run { client, database in
            let meal = try await database.addMeal(Meal(description: "Soup", createdAt: TestApp.monday))

            let unknownMeal = try await client.api(.post, "/api/plan", json: #"{"mealId":"\#(UUID().uuidString)","day":"2026-11-24"}"#)
            #expect(unknownMeal.status == .notFound)
            #expect(unknownMeal.errorMessage.contains("Meal not found"))

            let badDay = try await client.api(.post, "/api/plan", json: #"{"mealId":"\#(meal.id.uuidString)","day":"2026-02-29"}"#)
            #expect(badDay.status == .badRequest)
            #expect(badDay.errorMessage.contains("YYYY-MM-DD"))

            let malformed = try await client.api(.post, "/api/plan", json: "{mealId:")
            #expect(malformed.status == .badRequest)

            let wrongType = try await client.api(.post, "/api/plan", json: "mealId=x", contentType: "text/plain")
            #expect(wrongType.status == .unsupportedMediaType)

            for uri in ["/api/plan?week=2026-13-01", "/api/plan/shopping-list?week=soon", "/api/plan/export.ics?week=20261123"] {
                let response = try await client.api(.get, uri)
                #expect(response.status == .badRequest, "\(uri)")
                #expect(response.errorMessage.contains("like 2026-11-23 (YYYY-MM-DD)"), "\(uri)")
            }
            #expect(try await database.assignments(in: CalendarDay(isoString: "2026-01-01")!...CalendarDay(isoString: "2026-12-31")!).isEmpty)
        }
    }

    @Test func theShoppingListSubtractsTheInventory() async throws {
        try await TestApp.run { client, database in
            let wrap = try await database.addMeal(Meal(description: "Chicken wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce"], createdAt: TestApp.monday))
            let salad = try await database.addMeal(Meal(description: "Chicken salad", primaryProtein: "Chicken", otherComponents: ["lettuce", "cucumber"], createdAt: TestApp.monday))
            let monday = try #require(CalendarDay(isoString: "2026-11-23"))
            try await database.assignMeal(id: wrap.id, to: monday, at: TestApp.monday)
            try await database.assignMeal(id: wrap.id, to: monday.adding(days: 1), at: TestApp.monday)
            try await database.assignMeal(id: salad.id, to: monday.adding(days: 2), at: TestApp.monday)
            try await database.addInventoryItem(InventoryItem(name: "Lettuce"))

            let list = try await client.api(.get, "/api/plan/shopping-list?week=2026-11-29").decode(ShoppingListBody.self)
            #expect(list.weekStart == "2026-11-23")
            #expect(
                list.items == [
                    ShoppingList.Item(key: "food:chicken", name: "chicken", mealCount: 3, meals: ["Chicken wrap", "Chicken salad"]),
                    // Bought by the piece: one a meal.
                    ShoppingList.Item(key: "food:cucumber", name: "cucumber", mealCount: 1, amount: "1", meals: ["Chicken salad"]),
                    ShoppingList.Item(key: "food:wraps", name: "tortilla", mealCount: 2, amount: "2", meals: ["Chicken wrap"]),
                ])

            let nextWeek = try await client.api(.get, "/api/plan/shopping-list?week=2026-11-30").decode(ShoppingListBody.self)
            #expect(nextWeek.items.isEmpty)
        }
    }

    @Test func theCalendarFileKeepsItsUIDsBetweenExports() async throws {
        try await TestApp.run { client, database in
            let meal = try await database.addMeal(Meal(description: "Pasta, pesto; peas", createdAt: TestApp.monday))
            let assignment = try await database.assignMeal(id: meal.id, to: try #require(CalendarDay(isoString: "2026-11-24")), at: TestApp.monday)

            let first = try await client.api(.get, "/api/plan/export.ics?week=2026-11-23")
            #expect(first.status == .ok)
            #expect(first.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(first.headers[.contentDisposition] == "attachment; filename=\"lunchbox-2026-11-23.ics\"")
            let uid = "UID:\(assignment.id.uuidString.lowercased())@lunchbox\r\n"
            #expect(first.text.contains(uid))
            #expect(first.text.contains("SUMMARY:Pasta\\, pesto\\; peas\r\n"))

            // Editing the meal and exporting again updates the same event
            try await database.updateMeal(id: meal.id, edit: MealEdit(description: "Pasta with pesto"))
            let second = try await client.api(.get, "/api/plan/export.ics?week=2026-11-24")
            #expect(second.text.contains(uid))
            #expect(second.text.contains("SUMMARY:Pasta with pesto\r\n"))
            #expect(second.text.components(separatedBy: "BEGIN:VEVENT").count == 2)

            let empty = try await client.api(.get, "/api/plan/export.ics?week=2026-12-01")
            #expect(empty.status == .ok)
            #expect(!empty.text.contains("BEGIN:VEVENT"))
        }
    }
}
