import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// Every screen model says its errors in its screen's language, through its `Wording`,
/// not in the English every error also keeps.
@Suite("Screen models' errors in the reader's language")
@MainActor
struct ScreenErrorLanguageTests {
    private let german = Wordings()[.german]

    @Test func theKitchenSaysAnEmptyNameInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let store = InventoryStore(inventory: useCases.inventory)
        var eggs = try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store, words: german)
        eggs.name = "  "
        #expect(await !model.editItem(eggs))
        #expect(model.errorMessage == "Der Name darf nicht leer sein.")
    }

    @Test func theMealFormSaysAMissingDescriptionInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = MealFormViewModel(library: useCases.plan, words: german)
        model.description = "   "
        model.primaryProtein = "chicken"
        #expect(await model.save() == nil)
        #expect(model.errorMessage?.hasPrefix("Die Beschreibung darf nicht leer sein.") == true, "\(model.errorMessage ?? "")")
    }

    @Test func thePlannerAndTheMealListSayAMissingMealInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let planner = WeeklyPlannerViewModel(plan: useCases.plan, words: german)
        await planner.load()
        let today = try #require(planner.today)
        #expect(!(await planner.assign(mealID: UUID(), to: today)))
        #expect(planner.errorMessage?.hasPrefix("Gericht nicht gefunden") == true, "\(planner.errorMessage ?? "")")
        let meals = MealListViewModel(library: useCases.plan, words: german)
        #expect(await meals.addIdea(id: UUID()) == nil)
        #expect(meals.errorMessage == UserFacingError(IdeasError.ideaNotFound).message(german) && meals.errorMessage?.hasPrefix("Diese Idee ist nicht mehr da") == true)
    }

    @Test func deletingAPlannedMealAsksInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Suppe")
        let now = try await useCases.plan.calendarNow()
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let model = MealListViewModel(library: useCases.plan, words: german)
        await model.load()
        await model.requestDelete(id: meal.id)
        let question = try #require(model.pendingDeletion?.message)
        #expect(question.contains("„Suppe“") || question.contains("Suppe"))
        #expect(question != UserFacingError(PlannerError.mealIsPlanned(description: "Suppe", days: [now.today])).message, "not the English")
        #expect(question == UserFacingError(PlannerError.mealIsPlanned(description: "Suppe", days: [now.today])).message(german))
    }

    @Test func ideaActionsSayAnIdeaGoneInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = IdeaActionsModel(actions: LocalIdeaActions(ideas: useCases.ideas, plan: useCases.plan), words: german)
        #expect(!(await model.plan(ideaID: UUID(), on: model.planDays[0].day)))
        #expect(model.errorMessage?.hasPrefix("Diese Idee ist nicht mehr da") == true, "\(model.errorMessage ?? "")")
    }

    @Test func preferencesSayALockedChefInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: german)
        await model.load()
        var wanted = model.ideaPreferences
        wanted.persona = "madame-zora"
        await model.saveIdeas(wanted)
        #expect(model.errorMessage == "Madame Zora kommt ab Level 5 in deine Küche. Koch weiter, dann ist es bald so weit.")
    }

    @Test func settingsSayAnInsecureAddressInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = SettingsViewModel(settings: useCases.settings, words: german)
        await model.load()
        model.baseURLText = "http://my-server.example.com/v1"
        #expect(await !model.saveEndpoint())
        #expect(model.validationError?.contains("nutzt einfaches http://") == true, "\(model.validationError ?? "")")
    }

    @Test func calendarExportAndShoppingSayTheirFailuresInGerman() async throws {
        let store = try BreakableDatabase()
        let useCases = try store.useCases()
        let now = try await useCases.plan.calendarNow()
        let export = CalendarExportViewModel(plan: useCases.plan, words: german)
        #expect(await export.prepare(week: now.currentWeek) == nil)
        #expect(export.errorMessage == "Für diese Woche ist nichts geplant: Plane zuerst ein Gericht, dann exportiere.")
        try store.hide("meal")
        let shopping = ShoppingListViewModel(plan: useCases.plan, words: german)
        await shopping.load(week: now.currentWeek)
        let failed = await Self.error { _ = try await useCases.plan.shoppingList(for: now.currentWeek) }
        let said = try #require(shopping.errorMessage)
        #expect(said == failed.message(german) && said != failed.message, "\(said)")
    }

    @Test func packingSaysWhatWasAlreadyPackedInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Eierwrap", components: ["egg"])
        let packing = PackingViewModel(packing: useCases.packing, words: german)
        #expect(await packing.packMeal(id: meal.id))
        #expect(!(await packing.packMeal(id: meal.id)))
        #expect(packing.errorMessage == "„Eierwrap“ wurde heute schon eingepackt; mach das erst rückgängig, um es noch einmal einzupacken.")
    }

    @Test func autoPlanningSaysItsFailureInGerman() async throws {
        let store = try BreakableDatabase()
        let useCases = try store.useCases()
        let now = try await useCases.plan.calendarNow()
        try store.hide("meal")
        let model = AutoPlanViewModel(autoPlan: useCases.autoPlan, words: german)
        #expect(!(await model.planWeek(now.currentWeek)))
        let failed = await Self.error { _ = try await useCases.autoPlan.planWeek(now.currentWeek) }
        #expect(model.errorMessage == failed.message(german) && model.errorMessage != failed.message)
    }

    @Test func favoritesAndIdeasSayTheirErrorsInGerman() async throws {
        let (useCases, _) = try TestUseCases.make()
        let favorites = FavoritesViewModel(favorites: useCases.favorites, words: german)
        #expect(await !favorites.save(id: UUID()))
        #expect(favorites.errorMessage?.hasPrefix("Diese Idee ist nicht mehr da") == true)
        let refused = AIClientError.httpError(statusCode: 500, body: "")
        let failing = SuggestionsViewModel(ideas: ScriptedIdeas([.failure(refused)]), words: german)
        await failing.loadSuggestions()
        #expect(failing.errorTitle == UserFacingError(refused).title(german) && failing.errorTitle != UserFacingError(refused).title)
        #expect(failing.errorMessage == UserFacingError(refused).message(german) && failing.errorMessage != UserFacingError(refused).message)
    }

    private static func error(of attempt: () async throws -> Void) async -> UserFacingError {
        do {
            try await attempt()
            Issue.record("no error")
            return UserFacingError(title: "", message: "", kind: .unknown)
        } catch {
            return UserFacingError(error)
        }
    }
}
