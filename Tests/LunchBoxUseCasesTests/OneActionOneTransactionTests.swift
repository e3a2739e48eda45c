import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// A user action that spans rows ("all or none", "not on a full day", "no duplicate
/// meal") is checked and written in one `AppDatabase` write: a refused batch changes
/// nothing, and two actions at once cannot both pass a check only one of them may pass.
@Suite("One action, one transaction")
struct OneActionOneTransactionTests {
    private static let idea = LunchBoxIdea(name: "Chicken rice box", ingredients: ["chicken breast", "rice", "cucumber"], preparationSteps: ["Pack."])

    /// A kitchen holding `count` items, filled in one write.
    static func kitchen(holding count: Int) async throws -> (UseCases, AppDatabase) {
        let (useCases, database) = try TestUseCases.make()
        try await database.addInventoryItems((0..<count).map { InventoryItem(name: "item \($0)") })
        return (useCases, database)
    }

    // D1: a typed batch that would overfill the kitchen adds nothing.
    @Test func aTypedBatchThatOverfillsTheKitchenAddsNothing() async throws {
        let (useCases, _) = try await Self.kitchen(holding: Inventory.maximumItemCount - 1)
        await #expect(throws: InventoryError.full(maximum: Inventory.maximumItemCount)) {
            try await useCases.inventory.add(typed: "eggs, bread")
        }
        #expect(try await useCases.inventory.items().count == Inventory.maximumItemCount - 1)
    }

    // D1: confirming scanned foods is all or none too, barcodes included.
    @Test func aScanConfirmationThatOverfillsTheKitchenAddsNothing() async throws {
        let (useCases, database) = try await Self.kitchen(holding: Inventory.maximumItemCount - 1)
        let confirmations = [
            ScanConfirmation(name: "oat milk", barcode: "4006381333931"),
            ScanConfirmation(name: "apples"),
        ]
        await #expect(throws: InventoryError.full(maximum: Inventory.maximumItemCount)) {
            try await useCases.scanning.confirm(confirmations)
        }
        #expect(try await useCases.inventory.items().count == Inventory.maximumItemCount - 1)
        #expect(try await database.productName(forBarcode: "4006381333931") == nil, "a refused batch teaches nothing")
    }

    // D2: planning on several days is all or none when one day is full.
    @Test func planningOnAFullDayPlansNoDay() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let today = try await useCases.plan.calendarNow().today
        let full = today.adding(days: 1)
        try await useCases.plan.assign(mealID: meal.id, to: Array(repeating: full, count: MealAssignment.maximumPerDay))
        await #expect(throws: PlannerError.dayFull(day: full, maximum: MealAssignment.maximumPerDay)) {
            try await useCases.plan.assign(mealID: meal.id, to: [today, full])
        }
        #expect(try await useCases.plan.plannedDays(mealID: meal.id) == [full], "today stays unplanned")
    }

    // D2: the same rule when one assignment fills the day for the next one in its batch.
    @Test func aBatchThatFillsADayByItselfPlansNothing() async throws {
        let (useCases, _) = try TestUseCases.make()
        let meal = try await useCases.plan.addMeal(description: "Soup")
        let today = try await useCases.plan.calendarNow().today
        await #expect(throws: PlannerError.dayFull(day: today, maximum: MealAssignment.maximumPerDay)) {
            try await useCases.plan.assign(mealID: meal.id, to: Array(repeating: today, count: MealAssignment.maximumPerDay + 1))
        }
        #expect(try await useCases.plan.plannedDays(mealID: meal.id).isEmpty)
    }

    // D3: an unconfirmed delete and a plan of the same meal, at once, never both succeed:
    // the delete would otherwise take away a planned day nobody agreed to lose.
    @Test func anUnconfirmedDeleteNeverRemovesAMealPlannedMeanwhile() async throws {
        for _ in 0..<50 {
            let (useCases, _) = try TestUseCases.make()
            let meal = try await useCases.plan.addMeal(description: "Soup")
            let today = try await useCases.plan.calendarNow().today
            async let planned: Bool = (try? await useCases.plan.assign(mealID: meal.id, to: [today])) != nil
            async let deleted: Bool = (try? await useCases.plan.deleteMeal(id: meal.id, confirmed: false)) != nil
            let (didPlan, didDelete) = await (planned, deleted)
            #expect(!(didPlan && didDelete), "a meal planned meanwhile was deleted without a yes")
            #expect(didPlan || didDelete)
        }
    }

    // D3: the same idea added twice at once is one meal.
    @Test func theSameIdeaAddedTwiceAtOnceIsOneMeal() async throws {
        for _ in 0..<50 {
            let (useCases, database) = try TestUseCases.make()
            try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
            async let first = useCases.plan.addIdea(id: Self.idea.id)
            async let second = useCases.plan.addIdea(id: Self.idea.id)
            let (one, two) = try await (first, second)
            #expect(one.meal.id == two.meal.id)
            #expect(one.isNew != two.isNew)
            #expect(try await useCases.plan.meals().count == 1)
        }
    }

    // D4: a meal planned straight from an idea counts for play like any planned meal.
    @Test func planningAnIdeaCountsForPlay() async throws {
        let (useCases, database) = try TestUseCases.make()
        try await database.saveRecentIdeas(IdeaBatch(ideas: [Self.idea], origin: .offlineChef))
        let today = try await useCases.plan.calendarNow().today
        _ = try await useCases.plan.planIdea(id: Self.idea.id, on: today)
        let board = try await database.playBoard()
        #expect(board.map { $0.progress.totals[.mealsPlanned] ?? 0 }.reduce(0, +) == 1)
    }
}
