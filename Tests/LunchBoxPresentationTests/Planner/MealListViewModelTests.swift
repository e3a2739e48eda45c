import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@MainActor
@Suite("Meal list screen")
struct MealListViewModelTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)
    private let monday = CalendarDay(year: 2026, month: 3, day: 23)!

    private func library() -> [Meal] {
        [
            Meal(description: "Chicken rice bowl", primaryProtein: "Chicken", primaryCarb: "rice", otherComponents: ["broccoli"], createdAt: created),
            Meal(description: "Tofu wrap", primaryProtein: "tofu", primaryCarb: "wraps", otherComponents: ["Broccoli", "lettuce"], createdAt: created),
            Meal(description: "Chicken pasta", primaryProtein: "chicken", primaryCarb: "pasta", createdAt: created),
        ]
    }

    /// A screen on the use cases, over a database that already holds `meals`.
    private func makeModel(_ meals: [Meal] = []) async throws -> (MealListViewModel, AppDatabase) {
        let (useCases, database) = try TestUseCases.make()
        for meal in meals { try await database.addMeal(meal) }
        return (MealListViewModel(library: useCases.plan, words: .english), database)
    }

    private func assignmentCount(_ database: AppDatabase) async throws -> Int {
        try await database.assignments(in: CalendarDay.allDays).count
    }

    @Test func emptyLibraryShowsItsPrompt() async throws {
        let (model, _) = try await makeModel()
        await model.load()
        #expect(model.meals.isEmpty && model.filteredMeals.isEmpty)
        #expect(model.emptyStateMessage == "No meals yet. Add a meal to start planning.")
        #expect(model.availableProteins.isEmpty && model.availableCarbs.isEmpty && model.availableComponents.isEmpty)
        #expect(model.errorMessage == nil)
    }

    @Test func loadFillsTheListAndPickers() async throws {
        let (model, _) = try await makeModel(library())
        await model.load()
        #expect(model.filteredMeals.count == 3)
        #expect(model.availableProteins == ["Chicken", "tofu"])
        #expect(model.availableCarbs == ["pasta", "rice", "wraps"])
        #expect(model.availableComponents == ["broccoli", "lettuce"])
        #expect(model.emptyStateMessage == nil)
    }

    @Test func changingCriteriaFiltersAtOnce() async throws {
        let (model, _) = try await makeModel(library())
        await model.load()
        model.filterCriteria.proteinFilter = "chicken"
        #expect(model.filteredMeals.map(\.description) == ["Chicken rice bowl", "Chicken pasta"])
        model.toggleComponentFilter("broccoli")
        #expect(model.filteredMeals.map(\.description) == ["Chicken rice bowl"])
        model.toggleComponentFilter("broccoli")
        #expect(model.filteredMeals.count == 2)
        model.clearFilters()
        #expect(model.filteredMeals.count == 3)
    }

    @Test func filtersWithNoResultSaySo() async throws {
        let (model, _) = try await makeModel(library())
        await model.load()
        model.filterCriteria = FilterCriteria(proteinFilter: "tofu", carbFilter: "pasta")
        #expect(model.filteredMeals.isEmpty)
        #expect(model.emptyStateMessage == "No meals match these filters. Clear a filter to see more.")
    }

    @Test func unplannedMealIsDeletedWithoutAsking() async throws {
        let meals = library()
        let (model, database) = try await makeModel(meals)
        await model.load()
        await model.requestDelete(id: meals[2].id)
        #expect(model.pendingDeletion == nil)
        #expect(model.meals.map(\.id) == [meals[0].id, meals[1].id])
        #expect(try await database.meals().count == 2)
    }

    @Test func plannedMealAsksFirstThenCancelKeepsIt() async throws {
        let meals = library()
        let (model, database) = try await makeModel(meals)
        try await database.assignMeal(id: meals[0].id, to: monday, at: created)
        try await database.assignMeal(id: meals[0].id, to: monday, at: created)
        try await database.assignMeal(id: meals[0].id, to: monday.adding(days: 4), at: created)
        await model.load()

        await model.requestDelete(id: meals[0].id)

        let pending = try #require(model.pendingDeletion)
        #expect(pending.meal.id == meals[0].id)
        #expect(pending.message.contains("Chicken rice bowl") && pending.message.contains("2 days"))
        #expect(try await database.meals().count == 3)

        model.cancelDelete()
        #expect(model.pendingDeletion == nil)
        #expect(try await assignmentCount(database) == 3)
        await model.confirmDelete()  // nothing pending: nothing happens
        #expect(try await database.meals().count == 3)
    }

    @Test func confirmingRemovesTheMealAndItsDays() async throws {
        let meals = library()
        let (model, database) = try await makeModel(meals)
        try await database.assignMeal(id: meals[0].id, to: monday, at: created)
        let kept = try await database.assignMeal(id: meals[1].id, to: monday, at: created)
        await model.load()
        model.filterCriteria.proteinFilter = "chicken"

        await model.requestDelete(id: meals[0].id)
        await model.confirmDelete()

        #expect(model.pendingDeletion == nil)
        #expect(model.meals.map(\.id) == [meals[1].id, meals[2].id])
        #expect(model.filteredMeals.map(\.id) == [meals[2].id])
        #expect(model.availableComponents == ["Broccoli", "lettuce"])
        #expect(try await database.assignments(in: CalendarDay.allDays) == [kept])
    }

    @Test func failuresAreReported() async throws {
        let store = try BreakableDatabase()
        for meal in library() { try await store.database.addMeal(meal) }
        let model = MealListViewModel(library: try store.useCases().plan, words: .english)
        try store.hide("meal")
        await model.load()
        let expected = await store.message { _ = try await store.database.meals() }
        #expect(expected != nil && model.errorMessage == expected)
        try store.mend("meal")
        await model.load()
        #expect(model.errorMessage == nil)
        #expect(model.meals.count == 3)
    }

    @Test func savedMealAppearsWithoutReload() async throws {
        let (model, _) = try await makeModel()
        await model.load()
        var meal = Meal(description: "Soup", primaryProtein: "lentils", createdAt: created)
        model.didSave(meal)
        #expect(model.meals == [meal] && model.availableProteins == ["lentils"])
        meal.description = "Lentil soup"
        model.didSave(meal)
        #expect(model.meals == [meal])
    }

    @Test func anIdeaAddedTwiceIsOneMeal() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await TestKitchen.stock(useCases)
        let idea = try #require(try await useCases.ideas.ask(engine: .offline).numbered.first)
        let model = MealListViewModel(library: useCases.plan, words: .english)
        await model.load()
        let first = try #require(await model.addIdea(id: idea.id))
        let second = try #require(await model.addIdea(id: idea.id))
        #expect(first == second)
        #expect(first.description == idea.name)
        #expect(model.meals == [first])
        #expect(try await database.meals() == [first])
        #expect(await model.addIdea(id: UUID()) == nil)
        #expect(model.errorMessage == UserFacingError(IdeasError.ideaNotFound).message)
    }
}
