import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Idea detail, favorites wording, shopping list and calendar export")
@MainActor
struct IdeaAndPlanScreenTests {
    static let idea = LunchBoxIdea(
        name: "Egg wrap", ingredients: ["eggs", "wraps"], preparationSteps: ["Scramble the eggs.", "Roll them in a wrap."], origin: .offlineChef)

    @Test func detailWordsEveryLineAndSharesThePlainText() {
        let detail = IdeaDetail(idea: Self.idea, words: Wordings()[.english], notes: IdeaNotes(unverified: ["sauce"]))
        #expect(detail.title == "Egg wrap" && detail.originLabel == "Built-in offline chef")
        #expect(detail.numberedSteps == ["1. Scramble the eggs.", "2. Roll them in a wrap."])
        #expect(detail.notes == ["Not checked against your diet: sauce"])
        #expect(detail.shareText == ShareFormatter().text(for: Self.idea))
        #expect(detail.cardAccessibilityLabel == "Egg wrap, 2 ingredients")
    }

    @Test func suggestionsHandTheBatchNotesToTheDetail() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await TestKitchen.stock(useCases)
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        #expect(model.showsEmptyState && model.originLine == nil)
        await model.loadSuggestions(engine: .offline)
        let first = try #require(model.ideas.first)
        #expect(model.detail(for: first).idea == first)
        #expect(model.originLine == "Ideas by Built-in offline chef")
        #expect(!model.showsEmptyState && !model.showsErrorAlert)
    }

    @Test func anErrorAlertCanBeClosedAndOfflineIsABannerInstead() async throws {
        let failing = SuggestionsViewModel(ideas: ScriptedIdeas([.failure(AIClientError.httpError(statusCode: 500, body: ""))]), words: Wordings()[.english])
        await failing.loadSuggestions()
        #expect(failing.showsErrorAlert && !failing.errorTitle.isEmpty && !failing.errorMessage.isEmpty)
        failing.dismissError()
        #expect(!failing.showsErrorAlert && failing.errorState == nil)
        let offline = SuggestionsViewModel(ideas: ScriptedIdeas([.failure(AIClientError.networkUnavailable)]), words: Wordings()[.english])
        await offline.loadSuggestions()
        #expect(offline.showsOfflineBanner && !offline.showsErrorAlert)
    }

    /// What the offline UI smoke test expects: with a key saved and no network, the
    /// real use cases give the banner, not an alert or a spinner.
    @Test func offlineWithAKeyShowsTheBannerThroughTheRealUseCases() async throws {
        let (useCases, _) = try TestUseCases.make(online: false)
        try await TestKitchen.stock(useCases)
        _ = try useCases.settings.saveKey("sk-offline-test-1234567890")
        let model = SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
        await model.loadSuggestions()
        #expect(model.showsOfflineBanner && !model.showsErrorAlert && !model.isLoading)
    }

    @Test func favoritesButtonRestsOnceSaved() async throws {
        let (useCases, _) = try TestUseCases.make()
        try await TestKitchen.stock(useCases)
        let idea = try #require(try await useCases.ideas.ask(engine: .offline).ideas.first)
        let model = FavoritesViewModel(favorites: useCases.favorites, words: Wordings()[.english])
        await model.load()
        #expect(model.emptyMessage == "No favorites yet. Save an idea you like and it appears here.")
        #expect(model.saveButtonTitle(for: idea.id) == "Save" && model.canSave(id: idea.id))
        await model.save(id: idea.id)
        #expect(model.saveButtonTitle(for: idea.id) == "Saved" && !model.canSave(id: idea.id))
        #expect(model.isAcknowledging(id: idea.id) && model.emptyMessage == nil)
        #expect(model.subtitle(for: model.favorites[0]) == "Built-in offline chef")
    }

    @Test func shoppingListTicksItemsOffAndAddsThemToTheKitchen() async throws {
        // Given a week with a planned meal the kitchen lacks food for
        let (useCases, _) = try TestUseCases.make()
        let now = try await useCases.plan.calendarNow()
        let model = ShoppingListViewModel(plan: useCases.plan, words: .english)
        await model.load(week: now.currentWeek)
        #expect(model.emptyMessage == "Nothing is planned this week, so there is nothing to buy.")
        let meal = try await useCases.plan.addMeal(description: "Cheese sandwich", protein: "cheddar", carb: "bread")
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        await model.load(week: now.currentWeek)
        let cheddar = try #require(model.items.first { $0.name.contains("cheddar") })
        #expect(model.detail(for: cheddar) == "For Cheese sandwich")
        #expect(model.symbol(for: cheddar) == "circle" && model.accessibilityLabel(for: cheddar).hasSuffix("to buy"))
        // When it is ticked off
        await model.toggleBought(cheddar)
        // Then the kitchen has it and it left the list
        #expect(try await useCases.inventory.items().contains { $0.name == cheddar.name })
        #expect(!model.items.contains { $0.key == cheddar.key })
        #expect(model.items.contains { $0.name.contains("bread") })
        #expect(model.errorMessage == nil)
    }

    @Test func calendarExportRefusesAnEmptyWeekAndSummarisesAFullOne() async throws {
        let (useCases, _) = try TestUseCases.make()
        let now = try await useCases.plan.calendarNow()
        let model = CalendarExportViewModel(plan: useCases.plan, words: .english)
        #expect(await model.prepare(week: now.currentWeek) == nil)
        #expect(model.errorMessage == "Nothing is planned this week: plan a meal first, then export.")
        let meal = try await useCases.plan.addMeal(description: "Soup")
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let file = try #require(await model.prepare(week: now.currentWeek))
        #expect(file.text.contains("BEGIN:VCALENDAR"))
        #expect(model.summary == "1 meal in \(file.filename)" && model.errorMessage == nil)
        model.finish()
        #expect(model.file == nil)
    }

    @Test func plannerWordsTheWeekAndToday() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = WeeklyPlannerViewModel(plan: useCases.plan, words: .english)
        #expect(model.weekTitle() == "")
        await model.load()
        let english = Locale(identifier: "en_US")
        #expect(model.weekTitle(locale: english) == "Nov 23, 2026 – Nov 29, 2026")
        let today = try #require(model.today)
        #expect(model.dayTitle(today, locale: english) == "Monday, Nov 23, 2026, today")
        #expect(model.dayTitle(today.adding(days: 1), locale: english) == "Tuesday, Nov 24, 2026")
        #expect(model.emptyLibraryPrompt != nil)
    }

    @Test func mealLibraryWordsAMealAndItsFilters() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = MealListViewModel(library: useCases.plan, words: .english)
        let meal = Meal(description: "Wrap", primaryProtein: "chicken", primaryCarb: "tortilla", otherComponents: ["lettuce"], createdAt: TestUseCases.monday)
        #expect(model.detail(for: meal) == "protein: chicken · carb: tortilla · with: lettuce")
        #expect(!model.hasActiveFilters)
        model.toggleComponentFilter("lettuce")
        #expect(model.hasActiveFilters && model.isFilteringComponent("lettuce"))
    }
}
