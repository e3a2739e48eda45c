import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxStorage
import LunchBoxTesting
import Testing

/// An idea provider with a scripted answer, that records what it was asked.
final class ScriptedIdeas: IdeaProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<IdeaBatch, any Error>]
    private(set) var askedWith: [(items: [InventoryItem], preferences: DietaryPreferences, engine: IdeaEngineChoice)] = []

    init(_ answers: [Result<IdeaBatch, any Error>]) {
        self.answers = answers
    }

    func ideas(for items: [InventoryItem], preferences: DietaryPreferences, engine: IdeaEngineChoice) async throws -> IdeaBatch {
        let answer = lock.withLock {
            askedWith.append((items, preferences, engine))
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
        return try answer.get()
    }
}

/// Preferences kept in memory.
actor MemoryPreferences: PreferencesRepository {
    var stored: DietaryPreferences

    init(_ preferences: DietaryPreferences = .none) {
        stored = preferences
    }

    func dietaryPreferences() -> DietaryPreferences { stored }

    func saveDietaryPreferences(_ preferences: DietaryPreferences) { stored = preferences }
}

@Suite("Suggestions screen")
@MainActor
struct SuggestionsViewModelTests {
    static let batch = IdeaBatch(
        ideas: (1...3).map { LunchBoxIdea(name: "Idea \($0)", ingredients: ["eggs"], preparationSteps: ["Cook."], origin: .ai(model: "m")) },
        origin: .ai(model: "m")
    )

    func makeModel(_ answers: [Result<IdeaBatch, any Error>], preferences: DietaryPreferences = .none) async throws -> (SuggestionsViewModel, ScriptedIdeas) {
        let store = InventoryStore(repository: InMemoryInventoryRepository())
        try await store.add(InventoryItem(name: "eggs"))
        let provider = ScriptedIdeas(answers)
        return (SuggestionsViewModel(provider: provider, inventory: store, preferences: MemoryPreferences(preferences)), provider)
    }

    @Test func sendsTheInventoryAndPreferencesAndShowsTheIdeas() async throws {
        let (model, provider) = try await makeModel([.success(Self.batch)], preferences: DietaryPreferences([.vegetarian]))
        #expect(!model.isLoading)
        await model.loadSuggestions()
        #expect(model.ideas.count == 3)
        #expect(model.origin == .ai(model: "m"))
        #expect(model.errorState == nil)
        #expect(provider.askedWith.first?.items.map(\.name) == ["eggs"])
        #expect(provider.askedWith.first?.preferences == DietaryPreferences([.vegetarian]))
    }

    @Test func isLoadingWhileWaiting() async throws {
        let (model, _) = try await makeModel([.success(Self.batch)])
        var observed: [Bool] = []
        let watcher = model.$isLoading.sink { observed.append($0) }
        await model.loadSuggestions()
        withExtendedLifetime(watcher) {}
        #expect(observed == [false, true, false])
    }

    @Test func anErrorIsShownWithRetryAndRetryRecovers() async throws {
        let (model, provider) = try await makeModel([.failure(AIClientError.httpError(statusCode: 503, body: "")), .success(Self.batch)])
        await model.loadSuggestions()
        #expect(model.ideas.isEmpty)
        #expect(model.errorState?.message.hasPrefix("Service unavailable") == true)
        #expect(model.canRetry)
        #expect(!model.showsOfflineBanner)
        await model.retry()
        #expect(provider.askedWith.map(\.engine) == [.automatic, .automatic])
        #expect(model.errorState == nil)
        #expect(model.ideas.count == 3)
    }

    @Test func offlineShowsABannerWithoutRetry() async throws {
        let (model, _) = try await makeModel([.failure(AIClientError.networkUnavailable)])
        await model.loadSuggestions()
        #expect(model.showsOfflineBanner)
        #expect(!model.canRetry)
    }

    @Test func afterAnAIFailureTheOfflineChefCanStepIn() async throws {
        let offline = IdeaBatch(ideas: Self.batch.ideas, origin: .offlineChef)
        let (model, provider) = try await makeModel([.failure(AIClientError.httpError(statusCode: 500, body: "")), .success(offline)])
        await model.loadSuggestions()
        #expect(model.canUseOfflineChef)
        await model.useOfflineChef()
        #expect(provider.askedWith.map(\.engine) == [.automatic, .offline])
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
        let (model, _) = try await makeModel([.success(screened)])
        await model.loadSuggestions()
        #expect(model.heldBackSummary?.hasPrefix("1 idea held back") == true)
        #expect(model.heldBack.isEmpty)
        model.revealHeldBack()
        #expect(model.heldBack.map(\.idea.name) == ["PB Stack"])
        #expect(model.unverifiedIngredients(for: Self.batch.ideas[0].id) == ["za'atar"])
        #expect(model.unverifiedIngredients(for: Self.batch.ideas[1].id).isEmpty)
    }

    @Test func aMissingKeyPointsToSettings() async throws {
        let (model, _) = try await makeModel([.failure(AIClientError.missingAPIKey)])
        await model.loadSuggestions()
        #expect(model.errorState?.actions.contains(.openSettings) == true)
    }
}

@Suite("Favorites, inventory and settings screens")
@MainActor
struct ScreenModelTests {
    @Test func savingAFavoriteAcknowledgesIt() async throws {
        let clock = FixedClock(Date(timeIntervalSince1970: 1_795_000_000))
        let model = FavoritesViewModel(repository: try AppDatabase.inMemory(), clock: clock)
        let idea = LunchBoxIdea(name: "Egg wrap", ingredients: ["eggs", "wraps"], preparationSteps: ["Wrap."])
        #expect(await model.save(idea))
        #expect(model.justSavedID == idea.id)
        #expect(model.isSaved(id: idea.id))
        #expect(model.favorites.first?.savedAt == clock.date)
        model.acknowledgeSave()
        #expect(model.justSavedID == nil)
        await model.delete(id: idea.id)
        #expect(model.favorites.isEmpty)
    }

    @Test func clearingNeedsConfirmation() async throws {
        let store = InventoryStore(repository: InMemoryInventoryRepository())
        try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store)
        await model.confirmClear()
        #expect(model.items.count == 1, "nothing is cleared without asking first")
        model.requestClear()
        #expect(model.isConfirmingClear)
        model.cancelClear()
        await model.confirmClear()
        #expect(model.items.count == 1)
        model.requestClear()
        await model.confirmClear()
        #expect(model.items.isEmpty)
        #expect(model.emptyStatePrompt == InventoryViewModel.emptyPrompt)
    }

    @Test func editingToAnEmptyNameIsRefusedWithAMessage() async throws {
        let store = InventoryStore(repository: InMemoryInventoryRepository())
        var eggs = try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store)
        eggs.name = "  "
        #expect(await !model.editItem(eggs))
        #expect(model.errorMessage == "Item name can't be empty.")
        #expect(model.items.first?.name == "eggs")
    }

    @Test func settingsShowOnlyTheEndOfTheKey() async throws {
        let model = SettingsViewModel(secretStore: InMemorySecretStore(), settings: try AppDatabase.inMemory())
        await model.load()
        #expect(model.keyStatus == .none)
        #expect(model.saveAPIKey("sk-proj-abcdefghijkl1234"))
        #expect(model.keyStatus == .saved(maskedSuffix: "…1234"))
        model.deleteAPIKey()
        #expect(model.keyStatus == .none)
    }

    @Test func settingsRefuseAnInsecureBaseURLAndKeepTheOldOne() async throws {
        let database = try AppDatabase.inMemory()
        let model = SettingsViewModel(secretStore: InMemorySecretStore(), settings: database)
        await model.load()
        model.baseURLText = "http://my-server.example.com/v1"
        #expect(await !model.saveEndpoint())
        #expect(model.validationError?.contains("https://") == true)
        #expect(try await database.aiConfiguration() == .default)
        model.applyPreset(.ollama)
        #expect(model.matchingPreset == .ollama)
        #expect(await model.saveEndpoint())
        #expect(try await database.aiConfiguration().baseURL == AIProviderPreset.ollama.baseURL)
    }

    @Test func deniedCameraExplainsWhatToDo() throws {
        let scanner = ScannerViewModel(inventory: InventoryStore(repository: InMemoryInventoryRepository()))
        #expect(scanner.permissionExplanation == nil)
        scanner.updateCameraPermission(.denied)
        #expect(scanner.permissionExplanation?.contains("Settings") == true)
    }
}
