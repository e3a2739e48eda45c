import Foundation
import LunchBoxCore
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// The idea page's actions: Save stays on the idea, a day is picked on the page itself,
/// and a removed favorite or kitchen item can be put back.
@Suite struct IdeaPageActionsTests {
    static let idea = PlannerAddToPlanTests.idea

    @Test func savingFromTheIdeaStaysOnTheIdea() async throws {
        try await TestApp.run { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            let page = try await client.get("/ideas/\(Self.idea.id.uuidString)")
            #expect(page.text.contains(#"<input type="hidden" name="from" value="ideas">"#))
            #expect(page.text.contains(#"href="/ideas" id="back-to-list""#))
            let saved = try await client.postForm("/favorites", [("ideaId", Self.idea.id.uuidString), ("from", "ideas")])
            #expect(saved.location == "/ideas/\(Self.idea.id.uuidString)?saved=1")
            let after = try await client.get(saved.location)
            #expect(after.text.contains(#"class="pill saved-ack just" id="saved-ack""#))
            #expect(after.text.contains(#"aria-current="page"><span aria-hidden="true">💡</span>"#), "still under Ideas")
            // Elsewhere (a script, an old page) it opens the favorite as before.
            let plain = try await client.postForm("/favorites", [("ideaId", Self.idea.id.uuidString)])
            #expect(plain.location == "/favorites/\(Self.idea.id.uuidString)?saved=1")
        }
    }

    /// Issue 38, item 11: the page named the engine ("Built-in offline chef") while its
    /// share card named the chef ("Chef Sam"); both now name the chef the household chose.
    @Test func thePageAndItsCardNameTheSameChef() async throws {
        try await TestApp.run { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            try await database.saveIdeaPreferences(IdeaPreferences(persona: "calm-kai"))
            let page = try await client.get("/ideas/\(Self.idea.id.uuidString)")
            #expect(page.text.contains("Idea by Calm Kai 🍃 (built-in offline chef)"))
            let card = try await client.get("/ideas/\(Self.idea.id.uuidString)/card.svg")
            #expect(card.text.contains("Calm Kai"))
        }
    }

    @Test func anIdeaIsPlannedOnADayFromItsPage() async throws {
        try await TestApp.run(now: PlannerWeekPageTests.wednesday) { client, database in
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            let page = try await client.get("/ideas/\(Self.idea.id.uuidString)")
            #expect(page.text.contains(#"<input type="radio" name="day" value="2026-11-25" checked> Today, Nov 25, 2026"#))
            #expect(page.text.contains(#"value="2026-11-26"> Tomorrow, Nov 26, 2026"#))
            #expect(page.text.contains(#"value="2026-12-01"> Tuesday, Dec 1, 2026"#))
            let planned = try await client.postForm("/plan/ideas", [("ideaId", Self.idea.id.uuidString), ("day", "2026-11-27")])
            #expect(planned.location == "/plan?week=2026-11-27#day-2026-11-27")
            let friday = try #require(CalendarDay(isoString: "2026-11-27"))
            let assignments = try await database.assignments(in: friday...friday)
            #expect(assignments.count == 1)
            let week = try await client.get(planned.location, cookies: [KitchenPagesTests.flashCookie(planned)])
            #expect(week.text.contains("Planned Hummus &amp; veggie box on Friday, Nov 27, 2026."))
            let unknown = try await client.postForm("/plan/ideas", [("ideaId", UUID().uuidString), ("day", "2026-11-27")])
            #expect(unknown.status == .notFound)
            let noDay = try await client.postForm("/plan/ideas", [("ideaId", Self.idea.id.uuidString), ("day", "someday")])
            #expect(noDay.status == .badRequest)
        }
    }

    @Test func aDeletedFavoriteCanBePutBack() async throws {
        try await TestApp.run { client, database in
            try await database.saveFavorite(Self.idea, at: TestApp.monday)
            let deleted = try await client.postForm("/favorites/\(Self.idea.id.uuidString)/delete", [])
            let flash = KitchenPagesTests.flashCookie(deleted)
            let list = try await client.get(deleted.location, cookies: [flash])
            #expect(list.text.contains(#"<button type="submit" class="quiet" id="undo">Undo</button>"#))
            let token = try #require(flash.split(separator: ":").last.map(String.init))
            let undone = try await client.postForm("/undo", [("token", token)])
            #expect(undone.location == "/favorites/\(Self.idea.id.uuidString)")
            let back = try await database.favorites()
            #expect(back.map(\.id) == [Self.idea.id])
            let bad = try await client.postForm("/undo", [("token", "not-a-token")])
            #expect(bad.status == .badRequest)
        }
    }

    @Test func severalFoodsAreAddedAtOnceAndNamesAreSuggested() async throws {
        try await TestApp.run { client, database in
            let added = try await client.postForm("/inventory", [("name", "eggs, bread, 2 apples")])
            #expect(added.location == "/inventory?added=3#add-name")
            let page = try await client.get(added.location, cookies: [KitchenPagesTests.flashCookie(added)])
            #expect(page.text.contains("Added eggs, bread and apples (2)."))
            let items = try await database.inventory().items
            #expect(items.map(\.displayText) == ["eggs", "bread", "apples (2)"])
            let foods = try await client.get("/api/foods")
            #expect(foods.headers[.cacheControl] == "max-age=3600")
            let names = try JSONDecoder().decode([String: [String]].self, from: Data(foods.text.utf8))["foods"] ?? []
            #expect(names.contains("cherry tomatoes") || names.contains("cherry tomato"))
            #expect(names == names.sorted())
        }
    }
}
