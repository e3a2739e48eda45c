import Foundation
import LunchBoxCore
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// The week planner pages: the week, assigning, removing, the shopping list, the .ics.
@Suite struct PlannerWeekPageTests {
    static let wednesday = TestApp.date("2026-11-25T10:00:00Z")

    @Test func thisWeekShowsSevenDaysWithTodayAndNavigation() async throws {
        try await TestApp.run(now: Self.wednesday) { client, _ in
            let page = try await client.get("/plan")
            #expect(page.status == .ok)
            for (offset, name) in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].enumerated() {
                #expect(page.text.contains("id=\"day-2026-11-\(23 + offset)\""))
                #expect(page.text.contains(name))
            }
            #expect(page.text.contains("class=\"card day today\" id=\"day-2026-11-25\""))
            // Today and the days ahead come first; Monday and Tuesday are folded under them,
            // with no Add form (issue 38, item 8).
            let ahead = try #require(page.text.range(of: "id=\"day-2026-11-25\""))
            let folded = try #require(page.text.range(of: "id=\"earlier-days\""))
            #expect(ahead.lowerBound < folded.lowerBound)
            #expect(page.text.range(of: "id=\"day-2026-11-23\"")!.lowerBound > folded.lowerBound)
            #expect(page.text.contains("Earlier this week (2 days)"))
            // (No meals yet: each day ahead offers to add one to the library.)
            #expect(page.text.components(separatedBy: "Add a meal to your library").count == 6)
            #expect(page.text.components(separatedBy: "class=\"card day today\"").count == 2)
            #expect(page.text.contains("Nov 25, 2026"))
            #expect(page.text.contains("href=\"/plan?week=2026-11-16\""))
            #expect(page.text.contains("href=\"/plan?week=2026-11-30\""))
            #expect(page.text.contains("id=\"this-week\" aria-current=\"date\""))
            #expect(page.text.contains("href=\"/plan/shopping-list?week=2026-11-23\""))
            #expect(page.text.contains("href=\"/plan/export.ics?week=2026-11-23\""))
            #expect(page.text.contains("aria-current=\"page\"><span aria-hidden=\"true\">📅</span>"))
        }
    }

    @Test func aWeekAcrossNewYearIsPlannedThroughTheForm() async throws {
        try await TestApp.run(now: TestApp.date("2026-12-30T08:00:00Z")) { client, database in
            let meal = try await database.addMeal(Meal(description: "Lentil soup", createdAt: TestApp.monday))

            // Any day of the week names the week
            let page = try await client.get("/plan?week=2027-01-02")
            #expect(page.text.contains("id=\"day-2026-12-28\""))
            #expect(page.text.contains("id=\"day-2027-01-03\""))
            #expect(page.text.contains("class=\"card day today\" id=\"day-2026-12-30\""))
            #expect(page.text.contains("href=\"/plan?week=2027-01-04\""))
            #expect(page.text.contains("<option value=\"\(meal.id.uuidString)\">Lentil soup</option>"))

            // Assign on New Year's Day
            let assigned = try await client.postForm("/plan/assignments", [("mealId", meal.id.uuidString), ("day", "2027-01-01"), ("week", "2026-12-28")])
            #expect(assigned.status == .seeOther)
            #expect(assigned.location == "/plan?week=2027-01-01#day-2027-01-01")
            let newYear = try #require(CalendarDay(isoString: "2027-01-01"))
            #expect(try await database.assignments(in: newYear...newYear).map(\.mealID) == [meal.id])

            let after = try await client.get(assigned.location)
            let friday = Self.text(of: after.text, from: "id=\"day-2027-01-01\"", to: "id=\"day-2027-01-02\"")
            #expect(friday.contains("Lentil soup"))
            #expect(friday.contains("Friday"))
        }
    }

    @Test func anEmptyLibraryOffersToAddAMealInsteadOfAPicker() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/plan")
            #expect(page.status == .ok)
            #expect(!page.text.contains("class=\"row assign-form\""))
            #expect(page.text.contains("href=\"/meals/new?week=2026-11-23\""))
            #expect(page.text.contains("No meals planned."))

            // Saving a meal from there returns to the week with the meal picked
            let saved = try await client.postForm("/meals", [("description", "Pasta salad"), ("week", "2026-11-23")])
            #expect(saved.status == .seeOther)
            #expect(saved.location.hasPrefix("/plan?week=2026-11-23&assign="))
        }
    }

    @Test func aPlannedMealIsRemovedAtOnceWithUndo() async throws {
        try await TestApp.run { client, database in
            let meal = try await database.addMeal(Meal(description: "Falafel box", createdAt: TestApp.monday))
            let tuesday = try #require(CalendarDay(isoString: "2026-11-24"))
            let assignment = try await database.assignMeal(id: meal.id, to: tuesday, at: TestApp.monday)
            let removeLink = "/plan/assignments/\(assignment.id.uuidString)/remove?week=2026-11-23"

            let page = try await client.get("/plan")
            #expect(page.text.contains(#"<form method="post" action="/plan/assignments/\#(assignment.id.uuidString)/remove">"#))

            let question = try await client.get(removeLink)
            #expect(question.status == .ok)
            #expect(question.text.contains("Remove <strong>Falafel box</strong> from Tuesday, Nov 24, 2026?"))
            #expect(try await database.assignments(in: tuesday...tuesday).count == 1)

            let removed = try await client.postForm("/plan/assignments/\(assignment.id.uuidString)/remove", [("week", "2026-11-23")])
            #expect(removed.status == .seeOther)
            #expect(removed.location == "/plan?week=2026-11-24#day-2026-11-24")
            #expect(try await database.assignments(in: tuesday...tuesday).isEmpty)
            #expect(try await database.meal(id: meal.id) != nil)
            let flash = KitchenPagesTests.flashCookie(removed)
            let after = try await client.get(removed.location, cookies: [flash])
            #expect(after.text.contains("Removed Falafel box from Tuesday."))
            let token = try #require(flash.split(separator: ":").last.map(String.init))
            #expect(after.text.contains(#"<input type="hidden" name="token" value="\#(token)">"#))
            let undone = try await client.postForm("/undo", [("token", token)])
            #expect(undone.location == "/plan?week=2026-11-24#day-2026-11-24")
            #expect(try await database.assignments(in: tuesday...tuesday).count == 1)
            let twice = try await client.postForm("/undo", [("token", token)])
            let refused = try await client.get(twice.location, cookies: [KitchenPagesTests.flashCookie(twice)])
            #expect(refused.text.contains("That can no longer be undone"))

            let again = try await client.postForm("/plan/assignments/\(assignment.id.uuidString)/remove", [("week", "2026-11-23")])
            #expect(again.status == .notFound)
            let gone = try await client.get(removeLink)
            #expect(gone.status == .notFound)
        }
    }

    @Test func assigningAnUnknownMealOrABadDayFailsClearly() async throws {
        try await TestApp.run { client, _ in
            let unknown = try await client.postForm("/plan/assignments", [("mealId", UUID().uuidString), ("day", "2026-11-24")])
            #expect(unknown.status == .notFound)
            let badDay = try await client.postForm("/plan/assignments", [("mealId", UUID().uuidString), ("day", "24/11/2026")])
            #expect(badDay.status == .badRequest)
            #expect(badDay.text.contains("YYYY-MM-DD"))
            let noMeal = try await client.postForm("/plan/assignments", [("mealId", ""), ("day", "2026-11-24"), ("week", "2026-11-23")])
            #expect(noMeal.status == .seeOther)
        }
    }

    @Test func anInvalidWeekIsABadRequestThatShowsTheFormat() async throws {
        try await TestApp.run { client, _ in
            for week in ["next", "2026-02-30", "2026-11-2", "%3Cscript%3E"] {
                let page = try await client.get("/plan?week=\(week)")
                #expect(page.status == .badRequest)
                #expect(page.text.contains("like 2026-11-23 (YYYY-MM-DD)"))
            }
        }
    }

    @Test func scriptInAMealIsShownAsText() async throws {
        try await TestApp.run { client, database in
            let hostile = "<script>alert('x')</script>"
            let meal = try await database.addMeal(Meal(description: hostile, primaryProtein: "<img src=x onerror=alert(1)>", otherComponents: ["\"><b>bold"], createdAt: TestApp.monday))
            try await database.assignMeal(id: meal.id, to: try #require(CalendarDay(isoString: "2026-11-26")), at: TestApp.monday)

            for uri in ["/plan", "/meals", "/plan/shopping-list", "/meals/\(meal.id.uuidString)/edit"] {
                let page = try await client.get(uri)
                #expect(page.status == .ok)
                #expect(!page.text.contains("<script>alert"), "\(uri)")
                #expect(!page.text.contains("<img src=x"), "\(uri)")
                #expect(!page.text.contains("\"><b>bold"), "\(uri)")
            }
            let plan = try await client.get("/plan")
            #expect(plan.text.contains("&lt;script&gt;"))
        }
    }

    @Test func theShoppingListPageLeavesOutWhatTheKitchenHas() async throws {
        try await TestApp.run { client, database in
            let empty = try await client.get("/plan/shopping-list")
            #expect(empty.status == .ok)
            #expect(empty.text.contains("No meals are planned this week."))

            let wrap = try await database.addMeal(
                Meal(description: "Chicken wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce", "tomatoes"], createdAt: TestApp.monday))
            let bowl = try await database.addMeal(Meal(description: "Rice bowl", primaryProtein: "Chicken", primaryCarb: "rice", otherComponents: ["tomato"], createdAt: TestApp.monday))
            let monday = try #require(CalendarDay(isoString: "2026-11-23"))
            try await database.assignMeal(id: wrap.id, to: monday, at: TestApp.monday)
            try await database.assignMeal(id: bowl.id, to: monday.adding(days: 3), at: TestApp.monday)
            // Next week's meals are not on this week's list
            try await database.assignMeal(id: bowl.id, to: monday.adding(days: 7), at: TestApp.monday)
            try await database.addInventoryItem(InventoryItem(name: "Lettuce"))
            try await database.addInventoryItem(InventoryItem(name: "rice", quantity: "1 kg"))

            let page = try await client.get("/plan/shopping-list?week=2026-11-25")
            #expect(page.status == .ok)
            #expect(page.text.contains("3 things to buy"))
            #expect(page.text.contains("<span class=\"item-name\">chicken</span>"))
            #expect(page.text.contains("for 2 meals: Chicken wrap, Rice bowl"))
            #expect(page.text.contains("<span class=\"item-name\">tomatoes</span>"))
            #expect(page.text.contains("<span class=\"item-name\">tortilla</span>"))
            #expect(!page.text.contains("<span class=\"item-name\">lettuce</span>"))
            #expect(!page.text.contains("<span class=\"item-name\">rice</span>"))

            try await database.addInventoryItem(InventoryItem(name: "chicken"))
            try await database.addInventoryItem(InventoryItem(name: "tomato"))
            try await database.addInventoryItem(InventoryItem(name: "tortillas"))
            let stocked = try await client.get("/plan/shopping-list?week=2026-11-23")
            #expect(stocked.text.contains("Nothing to buy"))
        }
    }

    @Test func theWeekDownloadsAsACalendarFile() async throws {
        try await TestApp.run { client, database in
            let meal = try await database.addMeal(Meal(description: "Soup", createdAt: TestApp.monday))
            try await database.assignMeal(id: meal.id, to: try #require(CalendarDay(isoString: "2026-11-29")), at: TestApp.monday)

            let file = try await client.get("/plan/export.ics?week=2026-11-27")
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(file.headers[.contentDisposition] == "attachment; filename=\"lunchbox-2026-11-23.ics\"")
            #expect(file.text.hasPrefix("BEGIN:VCALENDAR\r\n"))
            #expect(file.text.contains("DTSTART;VALUE=DATE:20261129\r\n"))
            #expect(file.text.contains("SUMMARY:Soup\r\n"))
        }
    }

    /// The part of `text` between two markers (empty when either is missing).
    static func text(of text: String, from start: String, to end: String) -> String {
        guard let lower = text.range(of: start)?.upperBound,
            let upper = text.range(of: end, range: lower..<text.endIndex)?.lowerBound
        else { return "" }
        return String(text[lower..<upper])
    }

    @Test func aSavedWeekStartIsUsed() async throws {
        try await TestApp.run(now: Self.wednesday) { client, database in
            try await database.saveWeekStart(.sunday)
            let page = try await client.get("/plan")
            #expect(page.text.contains("id=\"day-2026-11-22\""))
            #expect(page.text.contains("id=\"day-2026-11-28\""))
            #expect(!page.text.contains("id=\"day-2026-11-29\""))
            #expect(page.text.contains("href=\"/plan/shopping-list?week=2026-11-22\""))
        }
    }
}
