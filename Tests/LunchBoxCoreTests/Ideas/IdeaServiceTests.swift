import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Idea service: engine choice and the dietary guard")
struct IdeaServiceTests {
    static let items = ["eggs", "bread", "cheddar", "tomato", "apple", "rice", "chicken breast"].map { InventoryItem(name: $0) }

    /// AI settings that never change.
    struct FixedSettings: AISettingsRepository {
        var configuration = AIConfiguration(baseURL: URL(string: "https://ai.example.com/v1")!, model: "test-model")
        func aiConfiguration() async throws -> AIConfiguration { configuration }
        func saveAIConfiguration(_ configuration: AIConfiguration) async throws {}
    }

    func service(key: String?, transport: RecordingTransport) throws -> IdeaService {
        IdeaService(
            secrets: InMemorySecretStore(key: key),
            settings: FixedSettings(),
            chatClient: ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true)),
            chef: OfflineChef(lexicon: try KitchenGenerators.lexicon()),
            clock: FixedClock(Date(timeIntervalSince1970: 1_795_347_000)),
            calendar: Calendar(identifier: .gregorian),
            makeSeed: { 42 }
        )
    }

    static func aiReply(_ ideas: [[String: Any]]) -> String {
        CannedReplies.completion(content: String(decoding: try! JSONSerialization.data(withJSONObject: ["ideas": ideas]), as: UTF8.self))
    }

    @Test func withoutAKeyTheOfflineChefAnswersAndNothingIsSent() async throws {
        let transport = RecordingTransport(body: "")
        let batch = try await service(key: nil, transport: transport).ideas(for: Self.items, preferences: .none)
        #expect(batch.origin == .offlineChef)
        #expect(batch.ideas.count >= 3)
        #expect(batch.ideas.allSatisfy { $0.origin == .offlineChef && $0.isComplete })
        #expect(transport.requests.isEmpty)
    }

    @Test func theSameSeedGivesTheSameOfflineIdeas() async throws {
        let first = try await service(key: nil, transport: RecordingTransport(body: "")).ideas(for: Self.items, preferences: .none)
        let second = try await service(key: nil, transport: RecordingTransport(body: "")).ideas(for: Self.items, preferences: .none)
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
        let batch = try await service(key: "sk-test-key-123", transport: transport).ideas(for: Self.items, preferences: DietaryPreferences([.nutFree]))
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
        let offline = try await service(key: "sk-test-key-123", transport: transport).ideas(for: Self.items, preferences: .none, engine: .offline)
        #expect(offline.origin == .offlineChef)
        #expect(transport.requests.isEmpty)
        await #expect(throws: AIClientError.missingAPIKey) {
            _ = try await service(key: nil, transport: transport).ideas(for: Self.items, preferences: .none, engine: .ai)
        }
    }

    @Test func tooLittleFoodSaysWhatToAdd() async throws {
        let service = try service(key: nil, transport: RecordingTransport(body: ""))
        do {
            _ = try await service.ideas(for: [InventoryItem(name: "apple")], preferences: .none)
            Issue.record("one apple made three ideas")
        } catch let error as OfflineChefError {
            let described = UserFacingError(error)
            #expect(described.title == "Not enough to cook with")
            #expect(described.message.contains("Add a carb such as"))
        }
        await #expect(throws: IdeaServiceError.emptyInventory) {
            _ = try await service.ideas(for: [], preferences: .none)
        }
    }
}
