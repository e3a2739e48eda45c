import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Favorites, preferences, inventory and settings screens")
@MainActor
struct ScreenModelTests {
    @Test func savingAFavoriteAcknowledgesIt() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await TestKitchen.stock(useCases)
        let idea = try #require(try await useCases.ideas.ask(engine: .offline).ideas.first)
        let model = FavoritesViewModel(favorites: useCases.favorites, words: Wordings()[.english])
        #expect(await model.save(id: idea.id))
        #expect(model.justSavedID == idea.id)
        #expect(model.isSaved(id: idea.id))
        #expect(model.favorites.first?.savedAt == TestUseCases.monday)
        model.acknowledgeSave()
        #expect(model.justSavedID == nil)
        #expect(await model.delete(id: idea.id))
        #expect(model.favorites.isEmpty)
        #expect(try await useCases.favorites.list().isEmpty)
    }

    @Test func savingAnIdeaNobodyWasShownSaysSo() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = FavoritesViewModel(favorites: useCases.favorites, words: Wordings()[.english])
        #expect(await !model.save(id: UUID()))
        #expect(model.errorMessage == UserFacingError(IdeasError.ideaNotFound).message)
        #expect(model.favorites.isEmpty && model.justSavedID == nil)
    }

    @Test func preferencesAreSavedAtOnce() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await model.load()
        #expect(model.preferences == .none)
        await model.set(.vegan, enabled: true)
        await model.set(.nutFree, enabled: true)
        #expect(try await useCases.preferences.current() == DietaryPreferences([.vegan, .nutFree]))
        let reopened = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await reopened.load()
        #expect(reopened.preferences == DietaryPreferences([.vegan, .nutFree]))
        await reopened.reset()
        #expect(try await useCases.preferences.current() == .none)
        #expect(reopened.errorMessage == nil)
    }

    @Test func clearingNeedsConfirmation() async throws {
        let (useCases, _) = try TestUseCases.make()
        let store = InventoryStore(inventory: useCases.inventory)
        try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store, words: .english)
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
        #expect(model.emptyStatePrompt == "Scan or add items to get lunch box ideas.")
        #expect(try await useCases.inventory.items().isEmpty)
    }

    @Test func editingToAnEmptyNameIsRefusedWithAMessage() async throws {
        let (useCases, _) = try TestUseCases.make()
        let store = InventoryStore(inventory: useCases.inventory)
        var eggs = try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store, words: .english)
        eggs.name = "  "
        #expect(await !model.editItem(eggs))
        #expect(model.errorMessage == "Item name can't be empty.")
        #expect(model.items.first?.name == "eggs")
    }

    @Test func settingsShowOnlyTheEndOfTheKey() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
        await model.load()
        #expect(model.keyStatus == .none)
        #expect(await model.saveAPIKey("sk-proj-abcdefghijkl1234"))
        #expect(model.keyStatus == .saved(maskedSuffix: "…1234"))
        #expect(await model.deleteAPIKey())
        #expect(model.keyStatus == .none)
    }

    @Test func settingsRefuseAnInsecureBaseURLAndKeepTheOldOne() async throws {
        let (useCases, database) = try TestUseCases.make()
        let model = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
        await model.load()
        model.baseURLText = "http://my-server.example.com/v1"
        #expect(await !model.saveEndpoint())
        #expect(model.validationError?.contains("https://") == true)
        #expect(try await database.aiConfiguration() == .default)
        #expect(await model.applyPreset(.ollama))
        #expect(model.matchingPreset == .ollama)
        #expect(await model.saveEndpoint())
        #expect(try await database.aiConfiguration().baseURL == AIProviderPreset.ollama.baseURL)
    }

    /// Choosing a preset is the whole action: a screen opened afterwards shows it.
    @Test func applyingAPresetSavesIt() async throws {
        let (useCases, database) = try TestUseCases.make()
        let model = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
        await model.load()
        #expect(await model.applyPreset(.openRouter))
        #expect(model.confirmation != nil && model.validationError == nil)

        let reopened = SettingsViewModel(settings: useCases.settings, words: Wordings()[.english])
        await reopened.load()
        #expect(reopened.baseURLText == AIProviderPreset.openRouter.baseURL.absoluteString)
        #expect(reopened.model == AIProviderPreset.openRouter.defaultModel)
        #expect(reopened.matchingPreset == .openRouter)
        #expect(try await database.aiConfiguration().baseURL == AIProviderPreset.openRouter.baseURL)
        #expect(try await database.aiConfiguration().model == AIProviderPreset.openRouter.defaultModel)
    }

    @Test func deniedCameraExplainsWhatToDo() throws {
        let (useCases, _) = try TestUseCases.make()
        let scanner = ScannerViewModel(inventory: InventoryStore(inventory: useCases.inventory), scanning: useCases.scanning, words: Wordings()[.english])
        #expect(scanner.permissionExplanation == nil)
        scanner.updateCameraPermission(.denied)
        #expect(scanner.permissionExplanation?.contains("Settings") == true)
    }
}

@Suite("Preferences screen: chef and idea preferences")
@MainActor
struct PreferencesIdeasScreenTests {
    @Test func theChefAndIdeaPreferencesAreShownSavedAndRefusedWithAReason() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await model.load()
        #expect(model.ideaPreferences == .standard)
        #expect(model.personas.filter(\.isAvailable).count == 5)
        var wanted = model.ideaPreferences
        wanted.persona = "sunny-pip"
        wanted.ideaCount = 8
        await model.saveIdeas(wanted)
        #expect(try await useCases.preferences.ideaPreferences() == wanted)
        #expect(model.personas.first(where: \.isChosen)?.persona.id == "sunny-pip")
        wanted.persona = "madame-zora"
        await model.saveIdeas(wanted)
        #expect(model.errorMessage == "Madame Zora joins your kitchen at level 5. Keep cooking to unlock them.")
        #expect(model.ideaPreferences.persona == "sunny-pip", "what was shown is kept")
        #expect(model.title(for: try #require(model.personas.last)) == "🔮 Madame Zora (unlocks at level 5)")
        #expect(model.cookingTimeLabel(nil) == "Any time")
        #expect(model.ideaCountLabel == "Ideas at a time: 8")
    }
}

/// Quick changes on the preferences screen (two pickers, a stepper pressed twice) all
/// land: each builds on what is shown, and the saves reach the store in order.
@Suite("Preferences screen: quick changes")
@MainActor
struct PreferencesQuickChangesTests {
    @Test func quickIdeaChangesDoNotOverwriteEachOther() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await model.load()
        // Started together, as SwiftUI's bindings start them: none waits for the last.
        let cuisine = Task { await model.change(\.cuisine, to: .japanese) }
        let count = Task { await model.change(\.ideaCount, to: 8) }
        let repeats = Task { await model.change(\.avoidRepeats, to: false) }
        _ = (await cuisine.value, await count.value, await repeats.value)
        let stored = try await useCases.preferences.ideaPreferences()
        #expect(stored.cuisine == .japanese)
        #expect(stored.ideaCount == 8)
        #expect(stored.avoidRepeats == false)
        #expect(model.ideaPreferences == stored)
    }

    @Test func quickDietTogglesAllLand() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await model.load()
        let tasks = [DietaryRestriction.vegan, .nutFree, .glutenFree].map { restriction in
            Task { await model.set(restriction, enabled: true) }
        }
        let off = Task { await model.set(.nutFree, enabled: false) }
        for task in tasks { await task.value }
        await off.value
        let stored = try await useCases.preferences.current()
        #expect(stored[.vegan] && stored[.glutenFree])
        #expect(!stored[.nutFree], "the later change wins")
        #expect(model.preferences == stored)
    }

    @Test func aRefusedChangeSaysWhyAndLaterChangesStillLand() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        await model.load()
        let locked = Task { await model.change(\.persona, to: "madame-zora") }
        let count = Task { await model.change(\.ideaCount, to: 7) }
        await locked.value
        await count.value
        let stored = try await useCases.preferences.ideaPreferences()
        #expect(stored.ideaCount == 7)
        #expect(stored.persona == IdeaPreferences.standard.persona)
        #expect(model.ideaPreferences == stored, "the refused chef is no longer shown")
    }
}
