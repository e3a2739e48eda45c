import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxServer
import LunchBoxStorage
import LunchBoxTesting
import Testing

/// Issue 14 on the web: the shopping list by food, with staples on request and items
/// ticked off by plain forms; ideas that say what they use and warn about expired food;
/// a passphrase given on loopback is asked for.
@Suite("Shopping list and freshness routes")
struct ShoppingListAndFreshnessRouteTests {
    private static let bento = Meal(
        description: "Cheddar & Cucumber Bento Box", otherComponents: ["cheddar (40 g)", "cucumber (a handful)", "crackers (a handful)", "salt", "water"],
        createdAt: TestApp.monday)

    private static func planBento(_ database: AppDatabase) async throws {
        let meal = try await database.addMeal(bento)
        try await database.assignMeal(id: meal.id, to: try #require(CalendarDay(isoString: "2026-11-27")), at: TestApp.monday)
        try await database.addInventoryItem(InventoryItem(name: "Cheddar", quantity: "200 g"))
        try await database.addInventoryItem(InventoryItem(name: "2 cucumbers"))
    }

    @Test func theListMatchesByFoodAndShowsStaplesOnRequest() async throws {
        try await TestApp.run { client, database in
            try await Self.planBento(database)
            let page = try await client.get("/plan/shopping-list?week=2026-11-23")
            #expect(page.text.contains("1 thing to buy"))
            #expect(page.text.contains("<span class=\"item-name\">crackers</span>"))
            #expect(!page.text.contains("<span class=\"item-name\">cheddar</span>"))
            #expect(!page.text.contains("<span class=\"item-name\">salt</span>"))
            #expect(page.text.contains("Assumed in your kitchen: salt, water."))
            let all = try await client.get("/plan/shopping-list?week=2026-11-23&staples=1")
            #expect(all.text.contains("<span class=\"item-name\">salt</span>"))
            #expect(all.text.contains("Hide assumed staples"))
        }
    }

    @Test func aFormTicksAnItemOffAndBackWithoutScript() async throws {
        try await TestApp.run { client, database in
            try await Self.planBento(database)
            // Ticking puts what was bought in the kitchen (issue 38, item 4), with Undo.
            let ticked = try await client.postForm("/plan/shopping-list/bought", [("week", "2026-11-23"), ("item", "food:crackers"), ("bought", "1")])
            #expect(ticked.status == .seeOther)
            #expect(ticked.location == "/plan/shopping-list?week=2026-11-23")
            let flash = KitchenPagesTests.flashCookie(ticked)
            let page = try await client.get(ticked.location, cookies: [flash])
            #expect(page.text.contains("Bought crackers: crackers (1 handful) is in the kitchen now."))
            #expect(page.text.contains("Nothing to buy"))
            #expect(try await database.inventory().items.map(\.name).contains("crackers"))
            // The flash carries the undo token last ("success:…:TOKEN").
            let token = try #require(UUID(uuidString: String(flash.suffix(36))))
            let undone = try await client.postForm("/undo", [("token", token.uuidString)])
            #expect(undone.location == "/plan/shopping-list?week=2026-11-23")
            #expect(try await !database.inventory().items.map(\.name).contains("crackers"))
            #expect(try await client.get(undone.location).text.contains("aria-pressed=\"false\" aria-label=\"Bought: crackers\""))

            let unknown = try await client.postForm("/plan/shopping-list/bought", [("week", "2026-11-23"), ("item", "caviar"), ("bought", "1")])
            let refused = try await client.get(unknown.location, cookies: [KitchenPagesTests.flashCookie(unknown)])
            #expect(refused.text.contains("is not on this week&#39;s shopping list"))
        }
    }

    @Test func theAPITicksOffAndListsStaples() async throws {
        try await TestApp.run { client, database in
            try await Self.planBento(database)
            let plain = try await client.api(.get, "/api/plan/shopping-list?week=2026-11-23").json()
            #expect((plain["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["crackers"])
            #expect(plain["leftOutStaples"] as? [String] == ["salt", "water"])
            let staples = try await client.api(.get, "/api/plan/shopping-list?week=2026-11-23&includeStaples=true").json()
            #expect((staples["items"] as? [[String: Any]])?.count == 3)

            let bought = try await client.api(.post, "/api/plan/shopping-list/bought", json: #"{"item": "Crackers", "week": "2026-11-23", "addToKitchen": true}"#)
            #expect(bought.status == .ok)
            let body = try bought.json()
            #expect((body["item"] as? [String: Any])?["isBought"] as? Bool == true)
            #expect(body["addedToKitchen"] as? Bool == true)
            let missing = try await client.api(.post, "/api/plan/shopping-list/bought", json: #"{"item": "caviar"}"#)
            #expect(missing.status == .notFound)
        }
    }

    @Test func ideaCardsAndDetailsSayWhatTheyUseAndWarnAboutExpiredFood() async throws {
        try await TestApp.run { client, database in
            let today = try #require(CalendarDay(isoString: "2026-11-23"))
            let kitchen = [InventoryItem(name: "hummus", bestBefore: today.adding(days: -1)), InventoryItem(name: "wraps")]
            let idea = LunchBoxIdea(name: "Hummus wrap", ingredients: ["1 wrap", "2 tbsp hummus"], preparationSteps: ["Roll."], origin: .ai(model: "m"))
            let batch = IdeaBatch(ideas: [idea], origin: .ai(model: "m")).readingKitchenUse(of: kitchen, today: today, lexicon: try KitchenGenerators.lexicon())
            try await database.saveRecentIdeas(batch)

            let cards = try await client.get("/ideas")
            #expect(cards.text.contains("Uses from your kitchen: hummus (past best before), wraps"))
            #expect(cards.text.contains("hummus is past its best-before date (Nov 22, 2026): check it is still good before using it, or leave it out."))
            let detail = try await client.get("/ideas/\(idea.id.uuidString)")
            #expect(detail.text.contains("hummus is past its best-before date (Nov 22, 2026)"))
            #expect(detail.text.contains("<a href=\"/inventory\" id=\"check-kitchen\">Check the kitchen to update or remove food past its date.</a>"))
        }
    }

    @Test func aPassphraseGivenOnLoopbackIsAskedFor() async throws {
        let configuration = ServerConfiguration(host: "127.0.0.1", passphrase: "correct horse battery")
        try await TestApp.run(configuration: configuration) { client, _ in
            let gated = try await client.get("/inventory")
            #expect(gated.status == .seeOther)
            #expect(gated.location.hasPrefix("/login?next="))
            #expect(try await client.api(.get, "/api/inventory").status == .unauthorized)
        }
        try await TestApp.run(configuration: ServerConfiguration(host: "127.0.0.1")) { client, _ in
            let open = try await client.get("/inventory")
            #expect(open.status == .ok)
        }
    }
}
