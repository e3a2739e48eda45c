import Foundation
import LunchBoxCore
import LunchBoxPresentation
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

    @Test func emptyLibraryShowsItsPrompt() async {
        let model = MealListViewModel(repository: InMemoryPlanner())
        await model.load()
        #expect(model.meals.isEmpty && model.filteredMeals.isEmpty)
        #expect(model.emptyStateMessage == MealListViewModel.emptyLibraryMessage)
        #expect(model.availableProteins.isEmpty && model.availableCarbs.isEmpty && model.availableComponents.isEmpty)
        #expect(model.errorMessage == nil)
    }

    @Test func loadFillsTheListAndPickers() async {
        let model = MealListViewModel(repository: InMemoryPlanner(meals: library()))
        await model.load()
        #expect(model.filteredMeals.count == 3)
        #expect(model.availableProteins == ["Chicken", "tofu"])
        #expect(model.availableCarbs == ["pasta", "rice", "wraps"])
        #expect(model.availableComponents == ["broccoli", "lettuce"])
        #expect(model.emptyStateMessage == nil)
    }

    @Test func changingCriteriaFiltersAtOnce() async {
        let model = MealListViewModel(repository: InMemoryPlanner(meals: library()))
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

    @Test func filtersWithNoResultSaySo() async {
        let model = MealListViewModel(repository: InMemoryPlanner(meals: library()))
        await model.load()
        model.filterCriteria = FilterCriteria(proteinFilter: "tofu", carbFilter: "pasta")
        #expect(model.filteredMeals.isEmpty)
        #expect(model.emptyStateMessage == MealListViewModel.noMatchesMessage)
    }

    @Test func unplannedMealIsDeletedWithoutAsking() async {
        let meals = library()
        let repository = InMemoryPlanner(meals: meals)
        let model = MealListViewModel(repository: repository)
        await model.load()
        await model.requestDelete(id: meals[2].id)
        #expect(model.pendingDeletion == nil)
        #expect(model.meals.map(\.id) == [meals[0].id, meals[1].id])
        #expect(await repository.allMeals.count == 2)
    }

    @Test func plannedMealAsksFirstThenCancelKeepsIt() async throws {
        let meals = library()
        let repository = InMemoryPlanner(meals: meals)
        try await repository.assignMeal(id: meals[0].id, to: monday, at: created)
        try await repository.assignMeal(id: meals[0].id, to: monday, at: created)
        try await repository.assignMeal(id: meals[0].id, to: monday.adding(days: 4), at: created)
        let model = MealListViewModel(repository: repository)
        await model.load()

        await model.requestDelete(id: meals[0].id)

        let pending = try #require(model.pendingDeletion)
        #expect(pending.meal.id == meals[0].id)
        #expect(pending.plannedDayCount == 2)
        #expect(pending.message.contains("Chicken rice bowl") && pending.message.contains("2 days"))
        #expect(await repository.allMeals.count == 3)

        model.cancelDelete()
        #expect(model.pendingDeletion == nil)
        #expect(await repository.allAssignments.count == 3)
        await model.confirmDelete()  // nothing pending: nothing happens
        #expect(await repository.allMeals.count == 3)
    }

    @Test func confirmingRemovesTheMealAndItsDays() async throws {
        let meals = library()
        let repository = InMemoryPlanner(meals: meals)
        try await repository.assignMeal(id: meals[0].id, to: monday, at: created)
        let kept = try await repository.assignMeal(id: meals[1].id, to: monday, at: created)
        let model = MealListViewModel(repository: repository)
        await model.load()
        model.filterCriteria.proteinFilter = "chicken"

        await model.requestDelete(id: meals[0].id)
        await model.confirmDelete()

        #expect(model.pendingDeletion == nil)
        #expect(model.meals.map(\.id) == [meals[1].id, meals[2].id])
        #expect(model.filteredMeals.map(\.id) == [meals[2].id])
        #expect(model.availableComponents == ["Broccoli", "lettuce"])
        #expect(await repository.allAssignments == [kept])
    }

    @Test func failuresAreReported() async {
        let repository = InMemoryPlanner(meals: library())
        let model = MealListViewModel(repository: repository)
        await repository.failNextCall()
        await model.load()
        #expect(model.errorMessage?.hasPrefix("Failed to load meals.") == true)
        await model.load()
        #expect(model.errorMessage == nil)
        #expect(model.meals.count == 3)
    }

    @Test func savedMealAppearsWithoutReload() async {
        let model = MealListViewModel(repository: InMemoryPlanner())
        await model.load()
        var meal = Meal(description: "Soup", primaryProtein: "lentils", createdAt: created)
        model.didSave(meal)
        #expect(model.meals == [meal] && model.availableProteins == ["lentils"])
        meal.description = "Lentil soup"
        model.didSave(meal)
        #expect(model.meals == [meal])
    }
}
