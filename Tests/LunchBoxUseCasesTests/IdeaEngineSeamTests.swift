import Foundation
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The ideas-engine seam: automatic tries the AI service (with a key), then the
/// on-device model (when available), then the offline chef; every engine's ideas pass
/// the same validation and dietary guard; the screens can say which engine and why.
@Suite("Ideas use case: the engine seam")
struct IdeaEngineSeamTests {
    static let items = ["eggs", "bread", "cheddar", "tomato", "apple", "rice", "chicken breast"].map { InventoryItem(name: $0) }

    static let onDeviceIdeas = [
        LunchBoxIdea(name: "  Egg  Sandwich ", ingredients: ["2 eggs", "2 slices bread", " "], preparationSteps: ["1. Boil the eggs.", "2) Fill the bread."]),
        LunchBoxIdea(name: "PB Apple Stack", ingredients: ["apple", "1 tbsp peanut butter"], preparationSteps: ["Slice.", "Spread."]),
        LunchBoxIdea(name: "No steps", ingredients: ["rice"], preparationSteps: []),
        LunchBoxIdea(name: "Cheese Rice Box", ingredients: ["cooked rice", "cheddar"], preparationSteps: ["Mix."]),
    ]

    static func useCases(key: String? = nil, engine: FakeIdeaEngine?, preferences: DietaryPreferences = .none) async throws -> UseCases {
        let (useCases, database) = try TestUseCases.make(
            secrets: InMemorySecretStore(key: key), transport: RecordingTransport(body: ""), onDeviceIdeas: engine)
        for item in items { try await database.addInventoryItem(item) }
        try await database.saveDietaryPreferences(preferences)
        return useCases
    }

    @Test func withNoKeyTheAvailableOnDeviceModelAnswers() async throws {
        let engine = FakeIdeaEngine(ideas: Self.onDeviceIdeas)
        let useCases = try await Self.useCases(engine: engine)
        let request = try await useCases.ideas.prepare()
        #expect(request.engine == .onDevice)
        #expect(request.waiting == .onDevice)
        let batch = try await useCases.ideas.ask(request)
        #expect(batch.origin == IdeaOrigin(engine: .onDevice))
        #expect(engine.requests.count == 1)
        #expect(engine.requests.first?.items.map(\.name) == Self.items.map(\.name))
    }

    @Test func everyEnginesIdeasAreValidatedAndGuarded() async throws {
        let engine = FakeIdeaEngine(ideas: Self.onDeviceIdeas)
        let useCases = try await Self.useCases(engine: engine, preferences: DietaryPreferences([.nutFree]))
        let batch = try await useCases.ideas.ask()
        let egg = try #require(batch.ideas.first { $0.name == "Egg Sandwich" }, "names are cleaned as a reply's are")
        #expect(egg.ingredients == ["2 eggs", "2 slices bread"], "blank entries dropped")
        #expect(egg.preparationSteps == ["Boil the eggs.", "Fill the bread."], "numbering taken off")
        #expect(!batch.numbered.contains { $0.name == "No steps" }, "an incomplete idea is left out")
        #expect(batch.heldBack.map(\.idea.name) == ["PB Apple Stack"], "the dietary guard holds back the nuts")
        #expect(batch.ideas.allSatisfy { $0.origin == IdeaOrigin(engine: .onDevice) })
    }

    @Test func anEngineWritingTooManyIsCutToTheCount() async throws {
        let many = (1...15).map { LunchBoxIdea(name: "Idea \($0)", ingredients: ["rice"], preparationSteps: ["Cook."]) }
        let useCases = try await Self.useCases(engine: FakeIdeaEngine(ideas: many))
        let batch = try await useCases.ideas.ask()
        #expect(batch.numbered.count == IdeaPreferences.standard.ideaCount)
    }

    @Test(arguments: [IdeaEngineUnavailability.appleIntelligenceNotEnabled, .deviceNotEligible, .modelNotReady, .systemTooOld])
    func anUnavailableModelFallsBackToTheChefAndSaysWhy(reason: IdeaEngineUnavailability) async throws {
        let engine = FakeIdeaEngine(availability: .unavailable(reason), ideas: Self.onDeviceIdeas)
        let useCases = try await Self.useCases(engine: engine)
        let batch = try await useCases.ideas.ask()
        #expect(batch.origin == .offlineChef)
        #expect(engine.requests.isEmpty)
        let status = await useCases.ideas.engineStatus()
        #expect(status.chosen == .offlineChef)
        #expect(status.reasons == ["No AI key is saved.", reason.message])
        #expect(status.summary == "Ideas come from the offline chef. No AI key is saved. \(reason.message)")
    }

    @Test func aSavedKeyComesBeforeTheOnDeviceModel() async throws {
        let engine = FakeIdeaEngine(ideas: Self.onDeviceIdeas)
        let useCases = try await Self.useCases(key: "sk-test-key-123", engine: engine)
        #expect(try await useCases.ideas.prepare().engine == .ai)
        #expect(try await useCases.ideas.prepare(.offline).engine == .offlineChef, "asking for the chef gets the chef")
        let status = await useCases.ideas.engineStatus()
        #expect(status.chosen == .ai && status.reasons.isEmpty)
        #expect(status.summary == "Ideas come from the AI service.")
    }

    @Test func theStatusNamesTheOnDeviceModelWhenItAnswers() async throws {
        let useCases = try await Self.useCases(engine: FakeIdeaEngine(ideas: []))
        let status = await useCases.ideas.engineStatus()
        #expect(status.chosen == .onDevice)
        #expect(status.summary == "Ideas come from Apple's on-device model. No AI key is saved.")
    }

    @Test func facesWithoutAnOnDeviceModelDoNotMentionIt() async throws {
        let useCases = try await Self.useCases(engine: nil)
        let status = await useCases.ideas.engineStatus()
        #expect(status.summary == "Ideas come from the offline chef. No AI key is saved.")
        #expect(try await useCases.ideas.prepare().engine == .offlineChef)
    }

    @Test func anEngineThatBreaksKeepsWhatArrived() async throws {
        let engine = FakeIdeaEngine(ideas: Array(Self.onDeviceIdeas.prefix(1)), failure: AIClientError.networkUnavailable)
        let useCases = try await Self.useCases(engine: engine)
        await #expect(throws: IdeaStreamInterrupted.self) { try await useCases.ideas.ask() }
        #expect(try await useCases.ideas.last().ideas.map(\.name) == ["Egg Sandwich"])
    }

    @Test func aShortOnDeviceBatchOffersTheOfflineChef() async throws {
        let useCases = try await Self.useCases(engine: FakeIdeaEngine(ideas: Array(Self.onDeviceIdeas.prefix(1))))
        let batch = try await useCases.ideas.ask()
        #expect(batch.offersOfflineChef)
    }
}
