import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The lines the screen models word themselves (VoiceOver's labels too) come from the
/// catalog in the phone's language: each is asked of a German screen, and of one whose
/// words are marked (`Wording.marking`), so a line written in English in Swift shows up
/// unmarked.
@Suite("Screen models' own lines in the reader's language")
@MainActor
struct ScreenLinesLanguageTests {
    private let german = Wordings()[.german]
    private let marked = Wordings()[.german].marking
    private static let germanDates = Locale(identifier: "de_DE")

    @Test func theWeekSpeaksGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let planner = WeeklyPlannerViewModel(plan: useCases.plan, words: german)
        await planner.load()
        #expect(planner.emptyLibraryPrompt == "Leg Gerichte in deiner Sammlung an, um sie einzuplanen.")
        let meal = try await useCases.plan.addMeal(description: "Suppe", protein: "Linsen", components: ["Karotte", "Lauch"])
        let today = try #require(planner.today)
        #expect(await planner.assign(mealID: meal.id, to: today))
        #expect(planner.dayTitle(today, locale: Self.germanDates).hasSuffix(", heute"))
        #expect(planner.addMealLabel(for: today, locale: Self.germanDates).hasPrefix("Gericht für Montag"))
        #expect(planner.line(for: meal) == "Suppe – Eiweiß: Linsen · mit: Karotte, Lauch")
        planner.requestRemoval(assignmentID: try #require(planner.plannedMeals(on: today).first).assignment.id)
        #expect(planner.removalQuestion(locale: Self.germanDates).hasPrefix("„Suppe“ am Montag"))

        let markedPlanner = WeeklyPlannerViewModel(plan: useCases.plan, words: marked)
        await markedPlanner.load()
        markedPlanner.requestRemoval(assignmentID: try #require(markedPlanner.plannedMeals(on: today).first).assignment.id)
        let lines = [
            markedPlanner.dayTitle(today), markedPlanner.addMealLabel(for: today), markedPlanner.line(for: meal),
            markedPlanner.removalQuestion(),
        ]
        #expect(lines.allSatisfy(Self.isMarked), "\(lines)")
    }

    @Test func theShoppingListSpeaksGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let now = try await useCases.plan.calendarNow()
        let model = ShoppingListViewModel(plan: useCases.plan, words: german)
        await model.load(week: now.currentWeek)
        #expect(model.emptyMessage == "Für diese Woche ist nichts geplant, also gibt es nichts zu kaufen.")
        let meal = try await useCases.plan.addMeal(description: "Reisschale", carb: "Reis", components: ["salt", "water"])
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        await model.load(week: now.currentWeek)
        #expect(model.staplesNote == "Salt und water hast du sicher schon da.")
        let rice = try #require(model.items.first)
        #expect(model.accessibilityLabel(for: rice) == "\(rice.name), noch zu kaufen")
        let detail = model.detail(for: rice)
        #expect(detail == "Für Reisschale" || detail.hasSuffix("kaufen · für Reisschale"), "\(detail)")
        await model.toggleBought(rice)

        let markedList = ShoppingListViewModel(plan: useCases.plan, words: marked)
        await markedList.load(week: now.currentWeek)
        let itemLines: [String] = markedList.items.flatMap { [markedList.detail(for: $0), markedList.accessibilityLabel(for: $0)] }
        let lines = [markedList.staplesNote, markedList.emptyMessage].compactMap { $0 } + itemLines
        #expect(!lines.isEmpty && lines.allSatisfy(Self.isMarked), "\(lines)")
    }

    @Test func settingsSpeakGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = SettingsViewModel(settings: useCases.settings, words: german)
        await model.load()
        #expect(model.saveKeyButtonTitle == "Schlüssel speichern" && model.keyStatusText.hasPrefix("Kein Schlüssel gespeichert"))
        #expect(await model.saveAPIKey("sk-test-1234567890abcd"))
        #expect(model.confirmation == "API-Schlüssel gespeichert." && model.saveKeyButtonTitle == "Schlüssel ersetzen")
        #expect(model.keyStatusText == "Ein Schlüssel, der auf …abcd endet, liegt im Schlüsselbund.")
        #expect(await model.applyPreset(.groq))
        #expect(model.confirmation == "Einstellungen gespeichert." && model.presetAccessibilityLabel(.groq) == "Groq, ausgewählt")
        #expect(await model.deleteAPIKey())
        #expect(model.confirmation == "API-Schlüssel gelöscht.")

        let markedModel = SettingsViewModel(settings: useCases.settings, words: marked)
        await markedModel.load()
        #expect(await markedModel.applyPreset(.groq))
        let lines = [markedModel.keyStatusText, markedModel.saveKeyButtonTitle, markedModel.presetAccessibilityLabel(.groq), markedModel.confirmation ?? ""]
        #expect(lines.allSatisfy(Self.isMarked), "\(lines)")
    }

    @Test func theKitchenIdeasAndPreferencesSpeakGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let inventory = InventoryViewModel(store: InventoryStore(inventory: useCases.inventory), words: marked)
        #expect(inventory.emptyStatePrompt.map(Self.isMarked) == true)
        let preferences = PreferencesViewModel(preferences: useCases.preferences, words: german)
        await preferences.load()
        #expect(preferences.ideaCountLabel == "Ideen auf einmal: \(preferences.ideaPreferences.ideaCount)")
        #expect(preferences.cookingTimeLabel(nil) == "Beliebig lange" && preferences.cookingTimeLabel(20) == "Bis zu 20 Minuten")
        let favorites = FavoritesViewModel(favorites: useCases.favorites, words: german)
        await favorites.load()
        #expect(favorites.emptyMessage?.hasPrefix("Noch keine Lieblingsideen.") == true)
        #expect(favorites.saveButtonTitle(for: UUID()) == "Merken")
        let suggestions = SuggestionsViewModel(ideas: useCases.ideas, words: german)
        #expect(suggestions.offlineBannerText.hasPrefix("Du bist offline."))
        let idea = LunchBoxIdea(name: "Eierwrap", ingredients: ["Eier", "Wraps"], preparationSteps: [], origin: .offlineChef)
        let detail = IdeaDetail(idea: idea, words: german)
        #expect(detail.cardAccessibilityLabel == "Eierwrap, 2 Zutaten" && detail.shareButtonLabel == "Eierwrap teilen")

        let markedPreferences = PreferencesViewModel(preferences: useCases.preferences, words: marked)
        let markedDetail = IdeaDetail(idea: idea, words: marked)
        let lines = [
            markedPreferences.ideaCountLabel, markedPreferences.cookingTimeLabel(nil), markedPreferences.cookingTimeLabel(20),
            FavoritesViewModel(favorites: useCases.favorites, words: marked).emptyMessage ?? "",
            FavoritesViewModel(favorites: useCases.favorites, words: marked).saveButtonTitle(for: UUID()),
            SuggestionsViewModel(ideas: useCases.ideas, words: marked).offlineBannerText,
            markedDetail.cardAccessibilityLabel, markedDetail.shareButtonLabel,
        ]
        #expect(lines.allSatisfy(Self.isMarked), "\(lines)")
    }

    @Test func theMealsTheCalendarAndTheTabsSpeakGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meals = MealListViewModel(library: useCases.plan, words: german)
        await meals.load()
        #expect(meals.emptyStateMessage?.hasPrefix("Noch keine Gerichte.") == true)
        let meal = try await useCases.plan.addMeal(description: "Wrap", protein: "Huhn", carb: "Tortilla", components: ["Salat"])
        #expect(meals.detail(for: meal) == "Eiweiß: Huhn · Beilage: Tortilla · mit: Salat")
        #expect(MealFormViewModel(library: useCases.plan, words: german).title == "Neues Gericht")
        #expect(MealFormViewModel(library: useCases.plan, editing: meal, words: german).title == "Gericht bearbeiten")
        let now = try await useCases.plan.calendarNow()
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let export = CalendarExportViewModel(plan: useCases.plan, words: german)
        let file = try #require(await export.prepare(week: now.currentWeek))
        #expect(export.summary == "1 Gericht in \(file.filename)")
        let tabs = AppTabsModel(inventory: InventoryStore(inventory: useCases.inventory), words: german)
        #expect(AppTab.allCases.map(tabs.title(for:)) == ["Küche", "Ideen", "Gespeichert", "Woche", "Einstellungen"])

        let markedExport = CalendarExportViewModel(plan: useCases.plan, words: marked)
        _ = await markedExport.prepare(week: now.currentWeek)
        let markedTabs = AppTabsModel(inventory: InventoryStore(inventory: useCases.inventory), words: marked)
        let lines =
            [
                MealListViewModel(library: useCases.plan, words: marked).emptyStateMessage ?? "",
                MealListViewModel(library: useCases.plan, words: marked).detail(for: meal),
                MealFormViewModel(library: useCases.plan, words: marked).title, markedExport.summary ?? "",
            ] + AppTab.allCases.map(markedTabs.title(for:))
        #expect(lines.allSatisfy(Self.isMarked), "\(lines)")
    }

    @Test func chefsDietsAndAPlannedIdeaSpeakGerman() async throws {
        let (useCases, database) = try TestUseCases.make()
        let preferences = PreferencesViewModel(preferences: useCases.preferences, words: german)
        await preferences.load()
        let locked = try #require(preferences.personas.first { !$0.isAvailable })
        #expect(preferences.title(for: locked) == "\(locked.persona.label) (ab Level \(locked.persona.unlockLevel))")
        #expect(preferences.accessibilityHint(for: .nutFree) == "keine Erdnüsse und keine Schalenfrüchte")
        let idea = LunchBoxIdea(name: "Reisbox", ingredients: ["Reis"], preparationSteps: ["Einpacken."])
        try await database.saveRecentIdeas(IdeaBatch(ideas: [idea], origin: .offlineChef))
        let actions = IdeaActionsModel(actions: LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), words: marked, locale: Self.germanDates)
        let tomorrow = actions.planDays[1]
        #expect(await actions.plan(ideaID: idea.id, on: tomorrow.day))
        #expect(actions.plannedMessage(for: idea.id) == "⟦Reisbox für \(tomorrow.title) eingeplant.⟧")

        let markedPreferences = PreferencesViewModel(preferences: useCases.preferences, words: marked)
        await markedPreferences.load()
        let lines = [markedPreferences.title(for: locked), markedPreferences.accessibilityHint(for: .nutFree)]
        #expect(lines.allSatisfy(Self.isMarked), "\(lines)")
    }

    /// Every word of `line` came through the catalog: it is one marked phrase, or marked
    /// phrases joined by a separator the catalog does not own (" · ").
    private static func isMarked(_ line: String) -> Bool {
        let whole = { (part: String) in part.hasPrefix("⟦") && part.hasSuffix("⟧") }
        return whole(line) || line.components(separatedBy: " · ").allSatisfy(whole)
    }
}
