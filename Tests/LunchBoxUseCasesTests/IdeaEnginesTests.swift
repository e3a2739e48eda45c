import Foundation
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Ideas use case: engine choice and the dietary guard")
struct IdeaEnginesTests {
    static let items = ["eggs", "bread", "cheddar", "tomato", "apple", "rice", "chicken breast"].map { InventoryItem(name: $0) }

    /// The ideas use case on a kitchen holding `items`, with `preferences` and an AI
    /// service at ai.example.com that `transport` plays.
    func ideas(key: String?, transport: RecordingTransport, items: [InventoryItem] = Self.items, preferences: DietaryPreferences = .none) async throws -> IdeasUseCase {
        let (useCases, database) = try TestUseCases.make(secrets: InMemorySecretStore(key: key), transport: transport, now: Date(timeIntervalSince1970: 1_795_347_000))
        for item in items { try await database.addInventoryItem(item) }
        try await database.saveDietaryPreferences(preferences)
        try await database.updateAIConfiguration { [configuration = AIConfiguration(baseURL: URL(string: "https://ai.example.com/v1")!, model: "test-model")] in $0 = configuration }
        return useCases.ideas
    }

    static func aiReply(_ ideas: [[String: Any]]) -> String {
        CannedReplies.completion(content: String(decoding: try! JSONSerialization.data(withJSONObject: ["ideas": ideas]), as: UTF8.self))
    }

    @Test func withoutAKeyTheOfflineChefAnswersAndNothingIsSent() async throws {
        let transport = RecordingTransport(body: "")
        let batch = try await ideas(key: nil, transport: transport).ask()
        #expect(batch.origin == .offlineChef)
        #expect(batch.ideas.count >= 3)
        #expect(batch.ideas.allSatisfy { $0.origin == .offlineChef && $0.isComplete })
        #expect(transport.requests.isEmpty)
    }

    @Test func theSameSeedGivesTheSameOfflineIdeas() async throws {
        let first = try await ideas(key: nil, transport: RecordingTransport(body: "")).ask()
        let second = try await ideas(key: nil, transport: RecordingTransport(body: "")).ask()
        #expect(first.ideas.map(\.name) == second.ideas.map(\.name))
        #expect(first.ideas.map(\.ingredients) == second.ideas.map(\.ingredients))
    }

    @Test func withAKeyTheAIAnswersAndNutsAreHeldBackWithTheReason() async throws {
        let reply = Self.aiReply([
            ["name": "Egg Sandwich", "ingredients": ["2 eggs", "2 slices bread"], "steps": ["Boil.", "Fill."]],
            ["name": "Cheese Rice Box", "ingredients": ["cooked rice", "cheddar"], "steps": ["Mix."]],
            ["name": "Tomato Rice", "ingredients": ["rice", "tomato", "za'atar blend"], "steps": ["Cook."]],
            ["name": "PB Apple Stack", "ingredients": ["apple", "1 tbsp peanut butter"], "steps": ["Slice.", "Spread."]],
        ])
        let transport = RecordingTransport(body: reply)
        let batch = try await ideas(key: "sk-test-key-123", transport: transport, preferences: DietaryPreferences([.nutFree])).ask()
        #expect(transport.requests.count == 1)
        #expect(batch.origin == .ai(model: "test-model"))
        #expect(batch.ideas.map(\.name) == ["Egg Sandwich", "Cheese Rice Box", "Tomato Rice"])
        #expect(batch.heldBack.map(\.idea.name) == ["PB Apple Stack"])
        #expect(batch.heldBack.first?.reasons == ["peanut butter: contains peanuts; you chose nut-free"])
        #expect(batch.heldBackSummary?.hasPrefix("1 idea held back") == true)
        let tomatoRice = try #require(batch.ideas.last)
        #expect(batch.unverifiedIngredients(for: tomatoRice.id) == ["za'atar blend"])
        #expect(batch.idea(id: batch.heldBack[0].idea.id)?.name == "PB Apple Stack", "held-back ideas can still be opened")
    }

    @Test func theEngineCanBeChosen() async throws {
        let transport = RecordingTransport(body: "")
        let offline = try await ideas(key: "sk-test-key-123", transport: transport).ask(engine: .offline)
        #expect(offline.origin == .offlineChef)
        #expect(transport.requests.isEmpty)
        await #expect(throws: AIClientError.missingAPIKey) {
            _ = try await ideas(key: nil, transport: transport).ask(engine: .ai)
        }
    }

    @Test func tooLittleFoodSaysWhatToAdd() async throws {
        do {
            _ = try await ideas(key: nil, transport: RecordingTransport(body: ""), items: [InventoryItem(name: "apple")]).ask()
            Issue.record("one apple made three ideas")
        } catch let error as OfflineChefError {
            let described = UserFacingError(error)
            #expect(described.title == "Not enough to cook with")
            // Issue 24: it names foods the kitchen lacks, never the apple it holds.
            #expect(described.message.contains("a carb such as bread"), "\(described.message)")
            #expect(!described.message.contains("apple"))
        }
        let empty = try await ideas(key: nil, transport: RecordingTransport(body: ""), items: [])
        await #expect(throws: IdeasError.emptyInventory) {
            _ = try await empty.ask()
        }
    }
}
