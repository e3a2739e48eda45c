import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import PropertyBased
import Testing

@Suite("Ideas use case")
struct IdeasUseCaseTests {
    private static let shown = [
        LunchBoxIdea(name: "Egg muffins", ingredients: ["eggs", "spinach"], preparationSteps: ["Bake."]),
        LunchBoxIdea(name: "Hummus box", ingredients: ["hummus", "pita"], preparationSteps: ["Pack."]),
    ]
    private static let heldBack = LunchBoxIdea(name: "Peanut noodles", ingredients: ["noodles", "peanut butter"], preparationSteps: ["Toss."])

    /// Issue 38, item 7: a diet chosen after a batch was made holds back its ideas that
    /// break it at once, not at the next "New ideas"; dropping it shows them again.
    @Test func theLastBatchFollowsADietChosenSinceItWasMade() async throws {
        let (useCases, database) = try TestUseCases.make()
        let ham = LunchBoxIdea(name: "Ham & Cheddar Sandwich", ingredients: ["bread (2 slices)", "ham (2 slices)", "cheddar (40 g)"], preparationSteps: ["Fill."])
        try await database.saveRecentIdeas(IdeaBatch(ideas: Self.shown + [ham], origin: .offlineChef))
        try await useCases.preferences.save(DietaryPreferences(vegetarian: true))
        let batch = try #require(try await useCases.ideas.recent())
        #expect(batch.ideas.map(\.name) == Self.shown.map(\.name))
        #expect(batch.heldBack.map(\.idea.name) == [ham.name])
        #expect(batch.heldBackSummary?.contains("vegetarian") == true)
        #expect(try await useCases.ideas.recentIdea(id: ham.id)?.heldBackReasons.isEmpty == false)
        try await useCases.preferences.save(DietaryPreferences())
        #expect(try await useCases.ideas.last().ideas.map(\.name) == Self.shown.map(\.name) + [ham.name])
    }

    @Test func everyFaceCountsHeldBackIdeasAfterTheShownOnes() async throws {
        // Given a batch with two shown ideas and one held back
        let (useCases, database) = try TestUseCases.make()
        let batch = IdeaBatch(ideas: Self.shown, origin: .offlineChef, heldBack: [.init(idea: Self.heldBack, reasons: ["peanut butter: contains peanuts"])])
        try await database.saveRecentIdeas(batch)
        // When idea 3 is saved and idea 3 is planned
        let saved = try await useCases.favorites.save(number: 3)
        let meal = try await useCases.plan.addRecentIdea(number: 3)
        // Then both mean the held-back idea, as `ideas --show-held-back` numbers it
        #expect(saved.id == Self.heldBack.id)
        #expect(meal.meal.description == Self.heldBack.name)
        #expect(try await useCases.ideas.idea(number: 1).id == Self.shown[0].id)
        await #expect(throws: IdeasError.noIdeaNumbered(4, count: 3)) { try await useCases.ideas.idea(number: 4) }
        await #expect(throws: IdeasError.noIdeaNumbered(0, count: 3)) { try await useCases.favorites.save(number: 0) }
    }

    @Test func numberingIsTheSameForAnyBatch() async throws {
        let (useCases, database) = try TestUseCases.make()
        await propertyCheck(count: 100, input: Generators.ideas(1...6), Generators.ideas(0...4)) { shown, held in
            let batch = IdeaBatch(ideas: shown, origin: .offlineChef, heldBack: held.map { .init(idea: $0, reasons: ["r"]) })
            await #expect(throws: Never.self) { try await database.saveRecentIdeas(batch) }
            for number in 1...(shown.count + held.count) {
                let expected = number <= shown.count ? shown[number - 1] : held[number - shown.count - 1]
                let found = try? await useCases.ideas.idea(number: number)
                #expect(found?.id == expected.id)
            }
        }
    }

    @Test func withoutIdeasNothingCanBeSavedOrPlanned() async throws {
        let (useCases, _) = try TestUseCases.make()
        await #expect(throws: IdeasError.noRecentIdeas) { try await useCases.favorites.save(number: 1) }
        await #expect(throws: IdeasError.noRecentIdeas) { try await useCases.plan.addRecentIdea(number: 1) }
        await #expect(throws: IdeasError.ideaNotFound) { try await useCases.favorites.save(ideaID: UUID()) }
    }

    @Test func theEngineIsDecidedOnceFromTheKey() async throws {
        let secrets = InMemorySecretStore()
        let transport = RecordingTransport(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)))
        let (useCases, _) = try TestUseCases.make(secrets: secrets, transport: transport)
        for food in ["eggs", "bread", "cheddar", "cucumber", "tomatoes", "rice"] { try await useCases.inventory.add(name: food) }
        // No key: automatic is the offline chef, and asking for the AI says why not.
        #expect(try await useCases.ideas.prepare().engine == .offlineChef)
        #expect(try await useCases.ideas.prepare().waiting == .offlineChef)
        await #expect(throws: AIClientError.missingAPIKey) { try await useCases.ideas.prepare(.ai) }
        // With a key: the AI, named in the waiting message; the batch says which answered.
        try secrets.saveAPIKey("sk-test-key-1234567890")
        let request = try await useCases.ideas.prepare()
        #expect(request.engine == .ai)
        #expect(request.waiting == .ai(model: "gpt-4o-mini", host: "api.openai.com"))
        #expect(request.waiting.text(Wordings()[.english]) == "Asking gpt-4o-mini at api.openai.com for ideas…")
        #expect(request.waiting.text(Wordings()[.german]) == "gpt-4o-mini bei api.openai.com wird nach Ideen gefragt…")
        #expect(!String(describing: request).contains("sk-test") && !String(reflecting: request).contains("sk-test"))
        let batch = try await useCases.ideas.ask(request)
        #expect(batch.origin.engine == .ai)
        #expect(transport.requests.count == 1)
        #expect(try await useCases.ideas.ask(engine: .offline).origin.engine == .offlineChef)
        #expect(transport.requests.count == 1, "the offline chef sends nothing")
    }

    @Test func askingKeepsTheBatchAndAnEmptyKitchenIsItsOwnError() async throws {
        let (useCases, _) = try TestUseCases.make()
        await #expect(throws: IdeasError.emptyInventory) { try await useCases.ideas.ask(engine: .offline) }
        for food in ["eggs", "bread", "cheddar", "cucumber", "tomatoes", "rice"] { try await useCases.inventory.add(name: food) }
        let batch = try await useCases.ideas.ask(engine: .offline)
        #expect(batch.ideas.count >= 3)
        #expect(try await useCases.ideas.last() == batch)
        let first = try #require(batch.ideas.first)
        let recent = try #require(try await useCases.ideas.recentIdea(id: first.id))
        #expect(!recent.isSaved)
        try await useCases.favorites.save(ideaID: first.id)
        #expect(try await useCases.ideas.recentIdea(id: first.id)?.isSaved == true)
        #expect(useCases.ideas.shareText(for: first).contains(first.name))
    }
}
