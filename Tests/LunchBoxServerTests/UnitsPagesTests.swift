import Foundation
import HTTPTypes
import LunchBoxCore
import Testing

@testable import LunchBoxServer

/// Issue 41, item 4, on the pages: the browser's region chooses the units of the amounts
/// LunchBox works out and the day weeks begin on, unless the household chose.
@Suite("Units and weeks on the pages")
struct UnitsPagesTests {
    private static let wednesday = CalendarDay(year: 2026, month: 11, day: 25)!

    @Test func theShoppingListIsInUSUnitsForEnUSAndMetricForEnGBAndGerman() async throws {
        try await TestApp.run(now: PlannerWeekPageTests.wednesday) { client, database in
            try await database.addInventoryItem(InventoryItem(name: "chicken", quantity: "200 g"))
            let meal = try await database.addMeal(Meal(description: "Chicken rice", primaryProtein: "chicken (1 lb)", createdAt: TestApp.monday))
            _ = try await database.assignMeal(id: meal.id, to: [Self.wednesday], at: TestApp.monday)
            let path = "/plan/shopping-list?week=2026-11-25"
            let us = try await client.raw(.get, path, headers: [.acceptLanguage: "en-US,en;q=0.9"])
            #expect(us.text.contains(#"<span class="pill">8.95 oz</span>"#), "\(us.text)")
            let british = try await client.raw(.get, path, headers: [.acceptLanguage: "en-GB,en;q=0.9"])
            #expect(british.text.contains(#"<span class="pill">253.59 g</span>"#))
            let german = try await client.raw(.get, path, headers: [.acceptLanguage: "de"])
            #expect(german.text.contains(#"<span class="pill">253,59 g</span>"#))
            // The household's choice wins over every browser's region.
            try await database.saveHouseholdUnits(.usCustomary)
            let germanInUS = try await client.raw(.get, path, headers: [.acceptLanguage: "de-DE"])
            #expect(germanInUS.text.contains(#"<span class="pill">8,95 oz</span>"#))
        }
    }

    @Test func theWeekBeginsOnSundayForEnUSAndOnMondayElsewhereUnlessTheHouseholdChose() async throws {
        try await TestApp.run(now: PlannerWeekPageTests.wednesday) { client, database in
            // Next week, whose days are all shown (this week folds the days gone by).
            let next = "/plan?week=2026-12-02"
            let us = try await client.raw(.get, next, headers: [.acceptLanguage: "en-US"])
            #expect(Self.firstDay(in: us.text) == "sunday", "\(us.text)")
            #expect(us.text.contains("Nov 29, 2026"))
            let british = try await client.raw(.get, next, headers: [.acceptLanguage: "en-GB"])
            #expect(Self.firstDay(in: british.text) == "monday")
            #expect(!british.text.contains("Nov 29, 2026"))
            let swedish = try await client.raw(.get, next, headers: [.acceptLanguage: "sv-SE"])
            #expect(Self.firstDay(in: swedish.text) == "måndag")
            // A week start the household saved stays authoritative.
            try await database.saveWeekStart(.monday)
            let saved = try await client.raw(.get, next, headers: [.acceptLanguage: "en-US"])
            #expect(Self.firstDay(in: saved.text) == "monday")
        }
    }

    @Test func settingsChoosesTheHouseholdsUnitsInOneWrite() async throws {
        try await TestApp.run { client, database in
            let settings = try await client.raw(.get, "/settings", headers: [.acceptLanguage: "en-US"])
            #expect(settings.text.contains(#"<section class="card" id="units">"#))
            #expect(settings.text.contains(#"<option value="" selected>From each reader&#39;s region</option>"#))
            let saved = try await client.postForm("/settings/units", [("units", "us")])
            #expect(saved.location == "/settings#units")
            #expect(try await database.householdUnits() == .usCustomary)
            let after = try await client.get("/settings", cookies: [KitchenPagesTests.flashCookie(saved)])
            #expect(after.text.contains("US customary units for the whole household"))
            #expect(after.text.contains(#"<option value="us" selected>"#))
            let refused = try await client.postForm("/settings/units", [("units", "furlongs")])
            #expect(refused.status == .badRequest)
            #expect(try await database.householdUnits() == .usCustomary)
            _ = try await client.postForm("/settings/units", [("units", "")])
            #expect(try await database.householdUnits() == nil)
        }
    }

    /// The first day heading of a week page, lower case.
    private static func firstDay(in html: String) -> String? {
        let text = html.lowercased()
        let days = ["sunday", "monday", "söndag", "måndag"]
        return days.compactMap { day in text.range(of: #"<h2 class="day-title">\#(day) <span"#).map { (day, $0.lowerBound) } }.min { $0.1 < $1.1 }?.0
    }
}
