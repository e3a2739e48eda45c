import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Suggestions screen")
@MainActor
struct SuggestionsViewModelTests {
    static let batch = IdeaBatch(
        ideas: (1...3).map { LunchBoxIdea(name: "Idea \($0)", ingredients: ["eggs"], preparationSteps: ["Cook."], origin: .ai(model: "m")) },
        origin: .ai(model: "m")
    )

    func makeModel(_ answers: [Result<IdeaBatch, any Error>]) -> (SuggestionsViewModel, ScriptedIdeas) {
        let provider = ScriptedIdeas(answers)
        return (SuggestionsViewModel(ideas: provider, words: Wordings()[.english]), provider)
    }

    /// The real ideas use case behind the screen: it reads the kitchen and the
    /// preferences itself, and the AI service gets both.
    @Test func sendsTheInventoryAndPreferencesAndShowsTheIdeas() async throws {
        let transport = RecordingTransport(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)))
        let (useCases, _) = try TestUseCases.make(secrets: InMemorySecretStore(key: "sk-test-key-0001"), transport: transport)
        try await useCases.inventory.add(name: "quinoa")
        try await useCases.preferences.save(DietaryPreferences([.vegetarian]))
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        #expect(!model.isLoading)
        await model.loadSuggestions()
        #expect(model.ideas.count == 3)
        #expect(model.origin == .ai(model: AIConfiguration.default.model))
        #expect(model.errorState == nil)
        let prompt = String(decoding: try #require(transport.requests.first).body, as: UTF8.self)
        #expect(prompt.contains("quinoa"))
        #expect(prompt.contains("Dietary requirements: vegetarian."))
    }

    @Test func anEmptyKitchenAsksForFood() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        await model.loadSuggestions()
        #expect(model.ideas.isEmpty)
        #expect(model.errorState == UserFacingError(IdeasError.emptyInventory))
        #expect(model.errorState?.actions == [.addFood])
    }

    @Test func isLoadingWhileWaiting() async throws {
        let (model, _) = makeModel([.success(Self.batch)])
        var observed: [Bool] = []
        let watcher = model.$isLoading.sink { observed.append($0) }
        await model.loadSuggestions()
        withExtendedLifetime(watcher) {}
        #expect(observed == [false, true, false])
    }

    @Test func anErrorIsShownWithRetryAndRetryRecovers() async throws {
        let (model, provider) = makeModel([.failure(AIClientError.httpError(statusCode: 503, body: "")), .success(Self.batch)])
        await model.loadSuggestions()
        #expect(model.ideas.isEmpty)
        #expect(model.errorState?.message.hasPrefix("Service unavailable") == true)
        #expect(model.canRetry)
        #expect(!model.showsOfflineBanner)
        await model.retry()
        #expect(provider.askedEngines == [.automatic, .automatic])
        #expect(model.errorState == nil)
        #expect(model.ideas.count == 3)
    }

    @Test func offlineShowsABannerWithoutRetry() async throws {
        let (model, _) = makeModel([.failure(AIClientError.networkUnavailable)])
        await model.loadSuggestions()
        #expect(model.showsOfflineBanner)
        #expect(!model.canRetry)
    }

    @Test func afterAnAIFailureTheOfflineChefCanStepIn() async throws {
        let offline = IdeaBatch(ideas: Self.batch.ideas, origin: .offlineChef)
        let (model, provider) = makeModel([.failure(AIClientError.httpError(statusCode: 500, body: "")), .success(offline)])
        await model.loadSuggestions()
        #expect(model.canUseOfflineChef)
        await model.useOfflineChef()
        #expect(provider.askedEngines == [.automatic, .offline])
        #expect(model.origin == .offlineChef)
        #expect(model.errorState == nil)
    }

    @Test func heldBackIdeasAreRevealedOnlyWhenAsked() async throws {
        let peanut = LunchBoxIdea(name: "PB Stack", ingredients: ["peanut butter"], preparationSteps: ["Spread."])
        let screened = IdeaBatch(
            ideas: Self.batch.ideas, origin: .ai(model: "m"),
            heldBack: [.init(idea: peanut, reasons: ["peanut butter: contains peanuts; you chose nut-free"])],
            heldBackSummary: "1 idea held back: peanut butter contains peanuts (you chose nut-free)",
            unverified: [Self.batch.ideas[0].id.uuidString: ["za'atar"]]
        )
        let (model, _) = makeModel([.success(screened)])
        await model.loadSuggestions()
        #expect(model.heldBackSummary?.hasPrefix("1 idea held back") == true)
        #expect(model.heldBack.isEmpty)
        model.revealHeldBack()
        #expect(model.heldBack.map(\.idea.name) == ["PB Stack"])
        #expect(model.notes(for: Self.batch.ideas[0].id).unchecked(Wordings()[.english]) == "Not checked against your diet: za'atar")
        #expect(model.notes(for: Self.batch.ideas[1].id).unchecked(Wordings()[.english]) == nil)
    }

    @Test func aMissingKeyPointsToSettings() async throws {
        let (model, _) = makeModel([.failure(AIClientError.missingAPIKey)])
        await model.loadSuggestions()
        #expect(model.errorState?.actions.contains(.openSettings) == true)
    }

    @Test func askingTheAIWithoutAKeyPointsToSettings() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await TestKitchen.stock(useCases)
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        await model.loadSuggestions(engine: .ai)
        #expect(model.errorState == UserFacingError(AIClientError.missingAPIKey))
        #expect(model.errorState?.actions.contains(.openSettings) == true)
        await model.useOfflineChef()
        #expect(model.origin == .offlineChef)
        #expect(model.errorState == nil)
    }
}
