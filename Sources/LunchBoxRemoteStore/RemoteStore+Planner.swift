import Foundation
import LunchBoxCore

// The meal library, the plan, its settings and the shopping list: one call per function.

extension RemoteStore: MealRepository {
    public func meals() async throws -> [Meal] { try await send(.meals) }
    public func meal(id: UUID) async throws -> Meal? { try await send(.meal(id: id)) }
    public func addMeal(_ meal: Meal) async throws -> Meal { try await send(.addMeal(meal: meal)) }
    public func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal { try await send(.updateMeal(id: id, edit: WireMealEdit(edit))) }
    public func addMealUnlessPresent(_ candidate: Meal) async throws -> LibraryMeal {
        let added = try await send(.addMealUnlessPresent(candidate: candidate), as: WireLibraryMeal.self)
        return LibraryMeal(meal: added.meal, isNew: added.isNew)
    }
    public func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal {
        let deleted = try await send(.deleteMeal(id: id, confirmed: confirmed), as: WireDeletedMeal.self)
        return DeletedMeal(meal: deleted.meal, plannedDays: deleted.plannedDays)
    }
    public func plannedDays(mealID: UUID) async throws -> [CalendarDay] { try await send(.plannedDays(mealID: mealID)) }
}

extension RemoteStore: PlanRepository {
    public func assignMeal(id mealID: UUID, to days: [CalendarDay], at date: Date) async throws -> [MealAssignment] {
        try await send(.assignMeal(id: mealID, days: days, at: date))
    }
    public func planMeal(_ candidate: Meal, on day: CalendarDay, at date: Date) async throws -> (meal: LibraryMeal, assignment: MealAssignment) {
        let planned = try await send(.planMeal(candidate: candidate, day: day, at: date), as: WireLibraryMeal.self)
        guard let assignment = planned.assignment else { throw RemoteStoreError.unexpectedReply(server: serverName, status: 200) }
        return (LibraryMeal(meal: planned.meal, isNew: planned.isNew), assignment)
    }
    public func assignments(in days: ClosedRange<CalendarDay>) async throws -> [MealAssignment] {
        try await send(.assignments(from: days.lowerBound, through: days.upperBound))
    }
    public func plannedMeals(in days: ClosedRange<CalendarDay>) async throws -> [PlannedMeal] {
        try await send(.plannedMeals(from: days.lowerBound, through: days.upperBound))
    }
    public func removeAssignment(id: UUID) async throws -> PlannedMeal? { try await send(.removeAssignment(id: id)) }
}

extension RemoteStore: PlannerSettingsRepository {
    public func weekStart() async throws -> Weekday { try await send(.weekStart) }
    public func saveWeekStart(_ weekStart: Weekday) async throws { try await perform(.saveWeekStart(weekStart: weekStart)) }
}

extension RemoteStore: ShoppingListRepository {
    public func boughtItemKeys(weekStart: CalendarDay) async throws -> Set<String> { try await send(.boughtItemKeys(weekStart: weekStart)) }
    public func setShoppingItem(
        key: String, bought: Bool, weekStart: CalendarDay, at date: Date, addingToKitchen topUp: (@Sendable ([InventoryItem]) throws -> InventoryItem?)?
    ) async throws -> KitchenTopUp.Change {
        guard let topUp else {
            try await perform(.setShoppingItem(key: key, bought: bought, weekStart: weekStart, at: date, kitchenItem: nil, expectedKitchen: nil))
            return KitchenTopUp.Change(before: nil, after: nil)
        }
        // Worked out here from the kitchen as read, taken by the server only if the
        // kitchen is still that (else read again and retry).
        return try await retryingConflicts {
            let kitchen = try await inventory().items
            let after = try topUp(kitchen)
            try await perform(.setShoppingItem(key: key, bought: bought, weekStart: weekStart, at: date, kitchenItem: after, expectedKitchen: kitchen))
            return KitchenTopUp.Change(before: kitchen.first { $0.id == after?.id }, after: after)
        }
    }
}
