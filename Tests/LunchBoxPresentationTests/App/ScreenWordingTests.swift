import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("What the iOS screens read from the models: kitchen, preferences, planner questions")
@MainActor
struct ScreenWordingTests {
    static let english = Locale(identifier: "en_US")

    @Test func clearAllIsOfferedOnlyWithSomethingToClear() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = InventoryViewModel(store: InventoryStore(inventory: useCases.inventory), words: .english)
        #expect(!model.canClear)
        try await model.store.add(InventoryItem(name: "eggs", quantity: "6"))
        #expect(model.canClear)
        #expect(model.accessibilityLabel(for: model.items[0]) == "eggs (6)")
    }

    @Test func preferencesTogglesReadTheSavedState() async throws {
        let (useCases, _) = try TestUseCases.make()
        let model = PreferencesViewModel(preferences: useCases.preferences, words: .english)
        #expect(model.restrictions == DietaryRestriction.allCases)
        await model.set(.vegan, enabled: true)
        #expect(model.isEnabled(.vegan) && !model.isEnabled(.nutFree))
        #expect(model.accessibilityHint(for: .nutFree) == DietaryRestriction.nutFree.explanation)
    }

    @Test func removingAPlannedMealAsksWithTheMealAndTheDay() async throws {
        // Given a meal planned today
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let model = WeeklyPlannerViewModel(plan: useCases.plan, words: .english)
        await model.load()
        let today = try #require(model.today)
        await model.assign(mealID: meal.id, to: today)
        #expect(model.addMealLabel(for: today, locale: Self.english) == "Add a meal to Monday, Nov 23, 2026")
        #expect(model.line(for: meal) == "Soup")
        #expect(!model.showsRemovalConfirmation && model.removalQuestion() == "")
        // When its removal is asked for
        let planned = try #require(model.plannedMeals(on: today).first)
        model.requestRemoval(assignmentID: planned.id)
        // Then the question names both, and cancelling leaves it planned
        #expect(model.showsRemovalConfirmation)
        #expect(model.removalQuestion(locale: Self.english) == "Remove “Soup” from Monday, Nov 23, 2026?")
        model.cancelRemoval()
        #expect(!model.showsRemovalConfirmation && model.meals(on: today) == [meal])
    }

    @Test func deletingAPlannedMealFromTheLibraryAsksFirst() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let now = try await useCases.plan.calendarNow()
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let model = MealListViewModel(library: useCases.plan, words: .english)
        await model.load()
        await model.requestDelete(id: meal.id)
        #expect(model.showsDeleteConfirmation)
        model.cancelDelete()
        #expect(!model.showsDeleteConfirmation && model.meals == [meal])
    }

    @Test func theShoppingListSaysWhichStaplesItAssumes() async throws {
        let (useCases, _) = try TestUseCases.make()
        let now = try await useCases.plan.calendarNow()
        let meal = try await useCases.plan.addMeal(description: "Rice bowl", carb: "rice", components: ["salt", "water"])
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let model = ShoppingListViewModel(plan: useCases.plan, words: .english)
        await model.load(week: now.currentWeek)
        let note = try #require(model.staplesNote)
        #expect(note.hasSuffix("are assumed to be at hand.") && note.contains(" and "))
        #expect(note.first?.isUppercase == true)
    }
}
