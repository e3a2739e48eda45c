import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

@Suite("Settings, ideas and favorites pages")
struct IdeasPagesTests {
    static let key = "sk-page-secret-0123456789"
    static let kitchen = ["eggs", "bread", "cheddar", "tomato", "apple", "rice", "chicken breast"]

    static func stock(_ database: some InventoryRepository) async throws {
        for name in kitchen { try await database.addInventoryItem(InventoryItem(name: name)) }
    }

    static func reply(_ ideas: [(String, [String])]) -> String {
        let objects = ideas.map { ["name": $0.0, "ingredients": $0.1, "steps": ["Make it.", "Pack it."]] as [String: Any] }
        return CannedReplies.completion(content: String(decoding: try! JSONSerialization.data(withJSONObject: ["ideas": objects]), as: UTF8.self))
    }

    @Test func theKeyIsSavedMaskedAndNeverSentBack() async throws {
        let secrets = InMemorySecretStore()
        try await TestApp.run(secrets: secrets) { client, _ in
            #expect(try await client.get("/settings").text.contains("No key is saved"))
            let saved = try await client.postForm("/settings/key", [("apiKey", "  \(Self.key) ")])
            #expect(saved.location == "/settings")
            #expect(try secrets.loadAPIKey() == Self.key)
            let page = try await client.get("/settings", cookies: [KitchenPagesTests.flashCookie(saved)])
            #expect(page.text.contains("A key ending in …6789 is saved."))
            #expect(page.text.contains("Saved the key ending in …6789"))
            let api = try await client.api(.get, "/api/settings")
            for text in [page.text, api.text, saved.text] + saved.headers.map(\.value) {
                #expect(!text.contains(Self.key))
            }
            #expect(try api.json()["keyEndsWith"] as? String == "…6789")
            let blank = try await client.postForm("/settings/key", [("apiKey", "   ")])
            #expect(blank.status == .badRequest)
            #expect(blank.text.contains("The API key is empty"))
            #expect(try secrets.loadAPIKey() == Self.key, "a refused key changes nothing")
            try await client.postForm("/settings/key/delete", [])
            #expect(try secrets.loadAPIKey() == nil)
        }
    }

    @Test func theServiceAddressMustBeSafe() async throws {
        try await TestApp.run { client, database in
            let insecure = try await client.postForm("/settings/endpoint", [("baseURL", "http://example.com/v1"), ("model", "m")])
            #expect(insecure.status == .badRequest)
            #expect(insecure.text.contains("plain http://"))
            #expect(insecure.text.contains(#"value="http://example.com/v1""#), "what was typed stays in the form")
            #expect(try await database.aiConfiguration() == .default)
            try await client.postForm("/settings/preset", [("preset", "ollama")])
            #expect(try await database.aiConfiguration().baseURL == AIProviderPreset.ollama.baseURL)
            try await client.postForm("/settings/endpoint", [("baseURL", "https://api.groq.com/openai/v1/"), ("model", " llama-3.1-8b-instant ")])
            #expect(try await database.aiConfiguration() == AIProviderPreset.groq.configuration)
        }
    }

    @Test func withoutAKeyTheOfflineChefAnswersAndIsLabelled() async throws {
        let transport = RecordingTransport(body: "")
        try await TestApp.run(transport: transport) { client, database in
            try await Self.stock(database)
            let asked = try await client.postForm("/ideas", [])
            #expect(asked.location == "/ideas")
            let page = try await client.get("/ideas")
            #expect(page.text.contains("Ideas by Built-in offline chef"))
            let batch = try #require(try await database.recentIdeas())
            #expect(batch.ideas.count >= 3)
            for idea in batch.ideas { #expect(page.text.contains(idea.id.uuidString)) }
            #expect(transport.requests.isEmpty, "the offline chef needs no network")
        }
    }

    @Test func aShortOfflineBatchSaysWhyUnderTheCards() async throws {
        try await TestApp.run(transport: RecordingTransport(body: "")) { client, database in
            for name in ["bread", "peanut butter", "banana"] { try await database.addInventoryItem(InventoryItem(name: name)) }
            _ = try await client.postForm("/ideas", [])
            let page = try await client.get("/ideas")
            #expect(page.text.contains(#"id="shortfall""#))
            #expect(page.text.contains("Only 1 different lunch can be made from your kitchen"))
        }
    }

    @Test func aiIdeasThatBreakTheDietAreHeldBackAndCanBeRevealed() async throws {
        let transport = RecordingTransport(
            body: Self.reply([
                ("Egg Sandwich", ["eggs", "bread"]), ("Cheese Rice", ["rice", "cheddar"]),
                ("Tomato Toast", ["bread", "tomato"]), ("PB Apple", ["apple", "peanut butter"]),
            ]))
        try await TestApp.run(secrets: InMemorySecretStore(key: Self.key), transport: transport) { client, database in
            try await Self.stock(database)
            try await database.saveDietaryPreferences(DietaryPreferences([.nutFree]))
            try await client.postForm("/ideas", [])
            let page = try await client.get("/ideas")
            #expect(page.text.contains("Ideas by AI (gpt-4o-mini)"))
            #expect(page.text.contains("1 idea held back: peanut butter contains peanuts (you chose nut-free)"))
            #expect(!page.text.contains("PB Apple"))
            let revealed = try await client.get("/ideas?show=held-back")
            #expect(revealed.text.contains("PB Apple"))
            #expect(revealed.text.contains("peanut butter: contains peanuts; you chose nut-free"))
            #expect(revealed.text.contains(#"data-stream="/ideas/stream?show=held-back""#), "new ideas show theirs too")
            #expect(!revealed.text.contains("Show them anyway"))
        }
    }

    @Test func aRefusedKeyShowsTheMessageAndRetry() async throws {
        let transport = RecordingTransport(status: 401, body: CannedReplies.errorBody(message: "Incorrect API key provided: \(Self.key)"))
        try await TestApp.run(secrets: InMemorySecretStore(key: Self.key), transport: transport) { client, database in
            try await Self.stock(database)
            let page = try await client.postForm("/ideas", [])
            #expect(page.status == .badGateway)
            #expect(page.text.contains("Invalid API key"))
            #expect(page.text.contains(#"href="/settings""#))
            #expect(!page.text.contains(Self.key))
        }
        let down = RecordingTransport(status: 503, body: "<html>down</html>")
        try await TestApp.run(secrets: InMemorySecretStore(key: Self.key), transport: down) { client, database in
            try await Self.stock(database)
            let page = try await client.postForm("/ideas", [])
            #expect(page.text.contains("Service unavailable"))
            #expect(page.text.contains(#"id="retry""#))
            #expect(page.text.contains(#"id="use-offline""#))
        }
    }

    @Test func offlineShowsABannerAndAttemptsNothing() async throws {
        let transport = RecordingTransport(body: Self.reply([]))
        try await TestApp.run(secrets: InMemorySecretStore(key: Self.key), transport: transport, online: false) { client, database in
            try await Self.stock(database)
            let page = try await client.postForm("/ideas", [])
            #expect(page.status == .serviceUnavailable)
            #expect(page.text.contains(#"id="offline-banner""#))
            #expect(page.text.contains("You&#39;re offline, so the AI service can&#39;t be reached."))
            #expect(!page.text.contains(#"id="retry""#))
            #expect(page.text.contains(#"id="use-offline""#))
            #expect(transport.requests.isEmpty)
        }
    }

    @Test func anIdeaCanBeOpenedSavedSharedAndDeleted() async throws {
        try await TestApp.run { client, database in
            try await Self.stock(database)
            try await client.postForm("/ideas", [])
            let idea = try #require(try await database.recentIdeas()?.ideas.first)
            let detail = try await client.get("/ideas/\(idea.id.uuidString)")
            #expect(detail.text.contains(#"id="save-idea""#))
            #expect(detail.text.contains("data-share=\"share-text\""))
            #expect(detail.text.contains("Made with LunchBox"), "the share text is on the page")
            for step in idea.preparationSteps { #expect(detail.text.contains(step.replacingOccurrences(of: "'", with: "&#39;"))) }
            let saved = try await client.postForm("/favorites", [("ideaId", idea.id.uuidString)])
            #expect(saved.location == "/favorites/\(idea.id.uuidString)?saved=1")
            let acknowledged = try await client.get(saved.location, cookies: [KitchenPagesTests.flashCookie(saved)])
            #expect(acknowledged.text.contains(#"id="saved-ack""#))
            #expect(acknowledged.text.contains("Saved to favorites."))
            #expect(try await client.get("/favorites").text.contains(idea.name.replacingOccurrences(of: "&", with: "&amp;")))
            try await client.postForm("/favorites/\(idea.id.uuidString)/delete", [])
            #expect(try await database.favorites().isEmpty)
            #expect(try await client.get("/favorites").text.contains("No favorites yet"))
        }
    }

    @Test func preferencesAreSavedAtOnce() async throws {
        try await TestApp.run { client, database in
            try await client.postForm("/preferences", [("vegan", "on"), ("nut-free", "on")])
            #expect(try await database.dietaryPreferences() == DietaryPreferences([.vegan, .nutFree]))
            let page = try await client.get("/preferences")
            #expect(page.text.contains(#"name="vegan" checked"#))
            #expect(!page.text.contains(#"name="vegetarian" checked"#))
            try await client.postForm("/preferences", [])
            #expect(try await database.dietaryPreferences() == .none)
        }
    }
}
