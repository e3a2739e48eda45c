import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// The bindings SwiftUI's alerts and covers write to. SwiftUI sets them to false when it
/// closes the alert, before the task a button started has run: the answer must survive
/// that order, and closing without an answer must cancel.
@Suite("Screen bindings")
@MainActor
struct ScreenBindingTests {
    @Test func closingTheIntroductionFinishesIt() {
        let flags = InMemoryOnboardingFlagStore()
        let model = OnboardingModel(flags: flags, words: Wordings()[.english])
        #expect(model.isCoverPresented)
        model.isCoverPresented = false
        #expect(!model.isPresented && flags.hasSeenOnboarding)
    }

    @Test func clearAllStillClearsWhenTheAlertClosesFirst() async throws {
        let (useCases, _) = try TestUseCases.make()
        let store = InventoryStore(inventory: useCases.inventory)
        try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store, words: .english)
        model.requestClear()
        #expect(model.showsClearQuestion)
        // SwiftUI closes the alert, then the Clear button's task runs.
        model.showsClearQuestion = false
        #expect(!model.showsClearQuestion)
        await model.confirmClear()
        #expect(model.items.isEmpty)
    }

    @Test func closingTheClearAlertWithCancelClearsNothing() async throws {
        let (useCases, _) = try TestUseCases.make()
        let store = InventoryStore(inventory: useCases.inventory)
        try await store.add(InventoryItem(name: "eggs"))
        let model = InventoryViewModel(store: store, words: .english)
        model.requestClear()
        model.cancelClear()
        model.showsClearQuestion = false
        await model.confirmClear()
        #expect(model.items.count == 1)
    }

    @Test func removingFromThePlanUsesTheMealTheAlertPresented() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let model = WeeklyPlannerViewModel(plan: useCases.plan, words: .english)
        await model.load()
        let today = try #require(model.today)
        await model.assign(mealID: meal.id, to: today)
        let planned = try #require(model.plannedMeals(on: today).first)
        model.requestRemoval(assignmentID: planned.id)
        #expect(model.isRemovalQuestionPresented)
        let presented = try #require(model.pendingRemoval)
        model.isRemovalQuestionPresented = false
        #expect(model.pendingRemoval == nil, "closing the alert cancels")
        await model.confirmRemoval(of: presented)
        #expect(model.meals(on: today).isEmpty)
    }

    @Test func closingTheDeleteAlertCancelsAndDeleteUsesThePresentedMeal() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let now = try await useCases.plan.calendarNow()
        try await useCases.plan.assign(mealID: meal.id, to: [now.today])
        let model = MealListViewModel(library: useCases.plan, words: .english)
        await model.load()
        await model.requestDelete(id: meal.id)
        let presented = try #require(model.pendingDeletion)
        #expect(model.isDeleteQuestionPresented)
        model.isDeleteQuestionPresented = false
        #expect(!model.showsDeleteConfirmation && model.meals == [meal])
        await model.confirmDelete(of: presented)
        #expect(model.meals.isEmpty)
        #expect(try await useCases.plan.meals().isEmpty)
    }

    @Test func closingTheErrorAlertDismissesTheError() async {
        let model = SuggestionsViewModel(ideas: ScriptedIdeas([.failure(AIClientError.httpError(statusCode: 500, body: ""))]), words: Wordings()[.english])
        await model.loadSuggestions()
        #expect(model.isErrorAlertPresented)
        model.isErrorAlertPresented = false
        #expect(!model.showsErrorAlert && model.errorState == nil)
    }
}
