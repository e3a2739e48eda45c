import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Preferences use case: personas and idea preferences")
struct IdeaPreferencesUseCaseTests {
    struct Level: PlayLevelProviding {
        let level: Int
        func currentLevel() async throws -> Int { level }
    }

    func useCases(level: Int = 1, key: String? = nil, transport: RecordingTransport = RecordingTransport(body: "")) async throws -> UseCases {
        let database = try AppDatabase.inMemory()
        for name in PersonaKitchen.names { try await database.addInventoryItem(InventoryItem(name: name)) }
        try await database.updateAIConfiguration { [configuration = AIConfiguration(baseURL: URL(string: "https://ai.example.com/v1")!, model: "test-model")] in $0 = configuration }
        return UseCases(
            store: database, secrets: InMemorySecretStore(key: key),
            chatClient: ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true)), lexicon: try KitchenGenerators.lexicon(),
            clock: FixedClock(TestUseCases.monday), calendar: TestUseCases.utc, playLevel: Level(level: level))
    }

    @Test func preferencesAreKeptAndALockedPersonaIsRefused() async throws {
        let preferences = try await useCases().preferences
        #expect(try await preferences.ideaPreferences() == .standard)
        let chosen = IdeaPreferences(persona: "nana-ruth", cuisine: .italian, difficulty: .easy, maxMinutes: 10, mealType: .snack, ideaCount: 7, avoidRepeats: true)
        try await preferences.saveIdeaPreferences(chosen)
        #expect(try await preferences.ideaPreferences() == chosen)
        await #expect(throws: PreferencesError.personaLocked(name: "Madame Zora", unlockLevel: 5)) {
            try await preferences.saveIdeaPreferences(IdeaPreferences(persona: "madame-zora"))
        }
        await #expect(throws: PreferencesError.ideaCountOutOfRange(2)) { try await preferences.saveIdeaPreferences(IdeaPreferences(ideaCount: 2)) }
        #expect(try await preferences.ideaPreferences() == chosen, "a refused change saves nothing")
        let choices = try await preferences.personas()
        #expect(choices.filter(\.isAvailable).count == 5)
        #expect(choices.first(where: \.isChosen)?.persona.id == "nana-ruth")
        #expect(choices.first { $0.persona.id == "madame-zora" }?.lockNote == "Unlocks at level 5")
    }

    @Test func aHigherLevelUnlocksMorePersonas() async throws {
        let preferences = try await useCases(level: 5).preferences
        try await preferences.saveIdeaPreferences(IdeaPreferences(persona: "madame-zora"))
        #expect(try await preferences.personas().allSatisfy(\.isAvailable))
    }

    @Test func theOfflineChefSpeaksAsTheChosenPersonaAndMakesTheCountAsked() async throws {
        let useCases = try await useCases()
        try await useCases.preferences.saveIdeaPreferences(IdeaPreferences(persona: "unit-b7", ideaCount: 3))
        let batch = try await useCases.ideas.ask(engine: .offline)
        #expect(batch.ideas.count == 3)
        // The robot's voice runs through the whole idea, names and steps (issue 24).
        #expect(batch.ideas.allSatisfy { $0.name.hasPrefix("Lunch Protocol: ") || $0.name.hasPrefix("Module: ") || $0.name.hasSuffix(", Precision Build") })
        #expect(batch.ideas.allSatisfy { $0.preparationSteps.first?.hasPrefix("Initiate: ") == true && $0.preparationSteps.last?.hasSuffix("Assembly complete.") == true })
    }

    @Test func theAIPromptCarriesThePersonaThePreferencesAndTheRecentNames() async throws {
        let reply = CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3))
        let transport = RecordingTransport(body: reply)
        let useCases = try await useCases(key: "sk-test-key-123", transport: transport)
        try await useCases.preferences.saveIdeaPreferences(
            IdeaPreferences(persona: "sunny-pip", cuisine: .mexican, difficulty: .hard, maxMinutes: 45, mealType: .dinner, ideaCount: 8, avoidRepeats: true))
        _ = try await useCases.ideas.ask(engine: .ai)
        _ = try await useCases.ideas.ask(engine: .ai)
        let bodies = transport.requests.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(bodies.count == 2)
        let second = try #require(bodies.last)
        for text in ["Sunny Pip", "Cuisine: Mexican", "Difficulty: hard", "take under 45 minutes", "Suggest 3 to 8 dinner ideas", "do not suggest again: Idea 1; Idea 2; Idea 3"] {
            #expect(second.contains(text), "missing \(text)")
        }
        #expect(!(bodies.first?.contains("do not suggest again") ?? true), "nothing to avoid before the first batch")
    }

    /// Issue 38, item 7: with "avoid repeats" on, a third batch does not repeat the first:
    /// the avoided names reach past the last batch.
    @Test func avoidingRepeatsReachesPastTheLastBatch() async throws {
        let useCases = try await useCases()
        try await useCases.preferences.saveIdeaPreferences(IdeaPreferences(ideaCount: 3, avoidRepeats: true))
        _ = try await useCases.inventory.add(
            typed: "eggs, bread, wraps, rice, pasta, cheddar, ham, tuna, chicken, hummus, cucumber, carrots, tomatoes, apples, bananas, grapes, peppers, sweetcorn, yogurt")
        var batches: [[String]] = []
        for _ in 0..<3 {
            batches.append(try await useCases.ideas.ask(engine: .offline).ideas.map(\.name))
        }
        #expect(Set(batches[2]).isDisjoint(with: batches[0]), "\(batches)")
        #expect(Set(batches[2]).isDisjoint(with: batches[1]), "\(batches)")
        let avoided = try #require(try await useCases.ideas.recent()).namesToAvoid
        #expect(Set(batches.flatMap { $0 }).isSubset(of: Set(avoided)))
    }
}
