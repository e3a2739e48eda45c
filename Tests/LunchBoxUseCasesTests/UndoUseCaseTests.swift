import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Undo")
struct UndoUseCaseTests {
    private static let idea = LunchBoxIdea(name: "Chicken rice box", ingredients: ["chicken breast", "rice"], preparationSteps: ["Pack."])

    @Test func aRemovedFavoriteComesBackWithItsIdAndSaveDate() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
        let saved = try await useCases.favorites.save(ideaID: Self.idea.id)
        let removed = try await useCases.undo.removeFavorite(id: Self.idea.id)
        #expect(removed.removal.name == "Chicken rice box")
        let emptied = try await useCases.favorites.list()
        #expect(emptied.isEmpty)
        try await useCases.undo.undo(removed.token)
        let back = try await useCases.favorites.list()
        #expect(back == [saved])
    }

    @Test func aRemovedKitchenItemComesBackAsItWas() async throws {
        let (useCases, _) = try TestUseCases.make()
        let day = try #require(CalendarDay(isoString: "2026-11-30"))
        let item = try await useCases.inventory.add(name: "hummus", quantity: "1 pot", bestBefore: day)
        try await useCases.inventory.add(name: "eggs")
        let removed = try await useCases.undo.removeKitchenItem(id: item.id)
        let left = try await useCases.inventory.items()
        #expect(left.map(\.name) == ["eggs"])
        try await useCases.undo.undo(removed.token)
        let back = try await useCases.inventory.items()
        #expect(back.contains(item))
    }

    /// Issue 38, items 3 and 4: one apple in the kitchen and three meals with an apple
    /// list two to buy; buying them tops the kitchen's apples up to three in one step, and
    /// Undo puts the list and the kitchen back.
    @Test func buyingTopsTheKitchenUpAndUndoPutsItBack() async throws {
        let (useCases, _) = try TestUseCases.make()
        let apple = try await useCases.inventory.add(name: "apple", quantity: "1")
        let meal = try await useCases.plan.addMeal(description: "Apple box", components: ["apple", "crackers"])
        let week = PlanWeek(containing: useCases.inventory.today)
        _ = try await useCases.plan.assign(mealID: meal.id, to: (0..<3).map { week.start.adding(days: $0) })
        let list = try await useCases.plan.shoppingList(for: week)
        #expect(list.items.map(\.name) == ["apple", "crackers"])
        #expect(list.items.first?.amount == "2")
        let (tick, token) = try await useCases.undo.buy("apples", in: week)
        #expect(tick.kitchenAfter?.id == apple.id && tick.kitchenAfter?.quantity == "3")
        #expect(try await useCases.inventory.items().map(\.displayText) == ["apple (3)"])
        #expect(try await useCases.plan.shoppingList(for: week).items.map(\.name) == ["crackers"])
        // Crackers have no amount to add to: a new item.
        let (crackers, _) = try await useCases.undo.buy("crackers", in: week)
        #expect(crackers.kitchenBefore == nil && crackers.kitchenAfter?.name == "crackers")
        try await useCases.undo.undo(token)
        #expect(try await useCases.inventory.items().map(\.displayText) == ["apple (1)", "crackers"])
        let again = try await useCases.plan.shoppingList(for: week)
        #expect(again.items.map(\.name) == ["apple"] && again.items.first?.isBought == false)
    }

    @Test func aRemovedPlannedMealGoesBackOnItsDay() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let today = try await useCases.plan.calendarNow().today
        let planned = try await useCases.plan.assign(mealID: meal.id, to: [today.adding(days: 2)])
        let removed = try await useCases.undo.removePlannedMeal(assignmentID: planned[0].id)
        #expect(removed.removal.day == today.adding(days: 2))
        let left = try await useCases.plan.allPlannedMeals()
        #expect(left.isEmpty)
        try await useCases.undo.undo(removed.token)
        let back = try await useCases.plan.allPlannedMeals()
        #expect(back.map(\.meal.id) == [meal.id] && back.map(\.day) == [today.adding(days: 2)])
    }

    @Test func anUndoWorksOnceAndAnUnknownTokenIsExpired() async throws {
        let (useCases, _) = try TestUseCases.make()
        let item = try await useCases.inventory.add(name: "bread")
        let removed = try await useCases.undo.removeKitchenItem(id: item.id)
        try await useCases.undo.undo(removed.token)
        await #expect(throws: UndoError.expired) { try await useCases.undo.undo(removed.token) }
        await #expect(throws: UndoError.expired) { try await useCases.undo.undo(UUID()) }
        let items = try await useCases.inventory.items()
        #expect(items.count == 1, "put back once, not twice")
    }

    @Test func aPlannedMealWhoseMealWasDeletedCannotComeBack() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Salad")
        let today = try await useCases.plan.calendarNow().today
        let planned = try await useCases.plan.assign(mealID: meal.id, to: [today])
        let removed = try await useCases.undo.removePlannedMeal(assignmentID: planned[0].id)
        _ = try await useCases.plan.deleteMeal(id: meal.id, confirmed: true)
        await #expect(throws: UndoError.mealGone("Salad")) { try await useCases.undo.undo(removed.token) }
        #expect(UserFacingError(UndoError.mealGone("Salad")).message.contains("Salad"))
    }
}
