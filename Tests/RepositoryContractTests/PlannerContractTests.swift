import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Repository contract: meals, plan, planner settings, shopping list")
struct PlannerContractTests {
    @Test("Meals: add, read, edit, add-unless-present, delete", arguments: StoreUnderTest.allCases)
    func meals(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.meals().isEmpty)
            let soup = try await store.addMeal(Meal(description: " Lentil soup ", primaryProtein: "lentils", createdAt: contractNow))
            #expect(soup.description == "Lentil soup")
            #expect(try await store.meal(id: soup.id) == soup)
            #expect(try await store.meal(id: UUID()) == nil)
            await #expect(throws: PlannerError.emptyDescription) { try await store.addMeal(Meal(description: "  ", createdAt: contractNow)) }
            let edited = try await store.updateMeal(id: soup.id, edit: MealEdit(primaryCarb: "bread"))
            #expect(edited.primaryCarb == "bread" && edited.description == "Lentil soup" && edited.createdAt == soup.createdAt)
            await #expect(throws: PlannerError.mealNotFound) { try await store.updateMeal(id: UUID(), edit: MealEdit(description: "x")) }
            let again = try await store.addMealUnlessPresent(Meal(description: "Lentil soup", primaryProtein: "lentils", primaryCarb: "bread", createdAt: contractNow))
            #expect(!again.isNew && again.meal.id == soup.id)
            let wrap = try await store.addMealUnlessPresent(Meal(description: "Wrap", createdAt: contractNow))
            #expect(wrap.isNew)
            #expect(try await store.meals().map(\.id) == [soup.id, wrap.meal.id])
            let deleted = try await store.deleteMeal(id: wrap.meal.id, confirmed: false)
            #expect(deleted.meal.id == wrap.meal.id && deleted.plannedDays.isEmpty)
            await #expect(throws: PlannerError.mealNotFound) { try await store.deleteMeal(id: wrap.meal.id, confirmed: true) }
        }
    }

    @Test("Plan: assign, plan a candidate, read by days, refuse to delete a planned meal unconfirmed", arguments: StoreUnderTest.allCases)
    func plan(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            let soup = try await store.addMeal(Meal(description: "Soup", createdAt: contractNow))
            let assigned = try await store.assignMeal(id: soup.id, to: [day("2026-11-24"), day("2026-11-26")], at: contractNow)
            #expect(assigned.map(\.day) == [day("2026-11-24"), day("2026-11-26")])
            await #expect(throws: PlannerError.mealNotFound) { try await store.assignMeal(id: UUID(), to: [day("2026-11-24")], at: contractNow) }
            let planned = try await store.planMeal(Meal(description: "Pasta", createdAt: contractNow), on: day("2026-11-25"), at: contractNow)
            #expect(planned.meal.isNew && planned.assignment.day == day("2026-11-25") && planned.assignment.mealID == planned.meal.meal.id)
            let week = day("2026-11-23")...day("2026-11-29")
            #expect(try await store.assignments(in: week).map(\.day) == [day("2026-11-24"), day("2026-11-25"), day("2026-11-26")])
            #expect(try await store.plannedMeals(in: day("2026-11-25")...day("2026-11-25")).map(\.meal.description) == ["Pasta"])
            #expect(try await store.plannedDays(mealID: soup.id) == [day("2026-11-24"), day("2026-11-26")])
            do {
                _ = try await store.deleteMeal(id: soup.id, confirmed: false)
                Issue.record("a planned meal was deleted unconfirmed")
            } catch {
                #expect(UserFacingError(error).actions.contains(.confirm))
            }
            #expect(try await store.meal(id: soup.id) != nil)
            #expect(try await store.removeAssignment(id: assigned[0].id) == PlannedMeal(assignment: assigned[0], meal: soup))
            #expect(try await store.removeAssignment(id: assigned[0].id) == nil)
            let deleted = try await store.deleteMeal(id: soup.id, confirmed: true)
            #expect(deleted.plannedDays == [day("2026-11-26")])
            #expect(try await store.assignments(in: week).count == 1)
        }
    }

    @Test("Planner settings and the shopping list's ticks, which may add to the kitchen", arguments: StoreUnderTest.allCases)
    func settingsAndShopping(_ kind: StoreUnderTest) async throws {
        try await kind.run { store in
            #expect(try await store.weekStart() == .monday)
            try await store.saveWeekStart(.sunday)
            #expect(try await store.weekStart() == .sunday)
            let week = day("2026-11-22")
            #expect(try await store.boughtItemKeys(weekStart: week).isEmpty)
            let milk = InventoryItem(name: "Milk")
            let change = try await store.setShoppingItem(key: "milk", bought: true, weekStart: week, at: contractNow) { _ in milk }
            #expect(change == KitchenTopUp.Change(before: nil, after: milk))
            try await store.setShoppingItem(key: "eggs", bought: true, weekStart: week, at: contractNow, addingToKitchen: nil)
            #expect(try await store.boughtItemKeys(weekStart: week) == ["milk", "eggs"])
            #expect(try await store.boughtItemKeys(weekStart: day("2026-11-29")).isEmpty)
            #expect(try await store.inventory().items.map(\.name) == ["Milk"])
            try await store.setShoppingItem(key: "eggs", bought: false, weekStart: week, at: contractNow, addingToKitchen: nil)
            #expect(try await store.boughtItemKeys(weekStart: week) == ["milk"])
            // The list's inputs in one read are what the three reads give apart.
            let soup = try await store.addMeal(Meal(description: "Soup", primaryProtein: "lentils", createdAt: contractNow))
            try await store.assignMeal(id: soup.id, to: [day("2026-11-24")], at: contractNow)
            let days = day("2026-11-22")...day("2026-11-28")
            let inputs = try await store.shoppingWeek(days: days, weekStart: week)
            #expect(inputs.planned == (try await store.plannedMeals(in: days)) && inputs.planned.map(\.meal.description) == ["Soup"])
            #expect(inputs.kitchen == (try await store.inventory().items) && inputs.bought == ["milk"])
            #expect(try await store.shoppingWeek(days: days, weekStart: day("2026-11-29")).bought.isEmpty)
        }
    }

    /// Issue 40: a tick read the kitchen, worked out the topped-up item, then wrote it in a
    /// second step, so a kitchen change between the two was lost. The top-up is worked
    /// out from the kitchen as it is in the tick's own write.
    @Test("A tick tops up the kitchen as it is when the tick is written", arguments: StoreUnderTest.allCases)
    func tickTopsUpTheKitchenAsItIs(_ kind: StoreUnderTest) async throws {
        let lexicon = try KitchenGenerators.lexicon()
        try await kind.run { store in
            let apples = try await store.addInventoryItems([InventoryItem(name: "apples", quantity: "1")])[0]
            let bought = InventoryItem(name: "apples", quantity: "2")
            let week = day("2026-11-23")
            let first = try await store.setShoppingItem(key: "apple", bought: true, weekStart: week, at: contractNow) { kitchen in
                KitchenTopUp.merged([bought], into: kitchen, lexicon: lexicon).first
            }
            #expect(first.before == apples && first.after?.quantity == "3" && first.after?.id == apples.id)
            // Someone else changes the kitchen; the next tick tops up what is there now.
            _ = try await store.updateInventoryItem(InventoryItem(id: apples.id, name: "apples", quantity: "10"))
            let second = try await store.setShoppingItem(key: "apple", bought: true, weekStart: day("2026-11-30"), at: contractNow) { kitchen in
                KitchenTopUp.merged([bought], into: kitchen, lexicon: lexicon).first
            }
            #expect(second.after?.quantity == "12")
            #expect(try await store.inventory().items.map(\.displayText) == ["apples (12)"])
        }
    }
}
