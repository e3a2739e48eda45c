import Foundation
import LunchBoxCore

/// The week's plan and its shopping list as the screen models use them. On this device
/// `PlanUseCase` answers; on the household's server `RemoteWeekPlanner` sends each call
/// to its `/api/plan`.
public protocol WeekPlanning: MealLibrary {
    /// Today and its week, with the saved week start (or `weekStart`).
    func calendarNow(weekStart: Weekday?) async throws -> PlanCalendarNow
    /// The 7 days of `week` with their planned meals.
    func days(in week: PlanWeek) async throws -> [PlannedDay]
    /// Plans the meal on each day; several meals a day are fine.
    @discardableResult
    func assign(mealID: UUID, to days: [CalendarDay]) async throws -> [PlannedMeal]
    /// Removes one planned meal (the meal stays in the library) and returns it.
    @discardableResult
    func remove(assignmentID: UUID) async throws -> PlannedMeal
    /// What the week's meals need that the kitchen does not hold.
    func shoppingList(for week: PlanWeek, includeStaples: Bool) async throws -> ShoppingList
    /// Ticks an item off as bought (or back on), and with `addToKitchen` into the kitchen.
    @discardableResult
    func markBought(_ item: String, in week: PlanWeek, bought: Bool, addToKitchen: Bool) async throws -> ShoppingList.Item
    /// The week's planned meals as an iCalendar document of all-day events.
    func calendarFile(for week: PlanWeek) async throws -> CalendarFile
}

extension WeekPlanning {
    public func calendarNow() async throws -> PlanCalendarNow {
        try await calendarNow(weekStart: nil)
    }

    public func shoppingList(for week: PlanWeek) async throws -> ShoppingList {
        try await shoppingList(for: week, includeStaples: false)
    }
}

extension PlanUseCase: WeekPlanning {
    // The screen models' calls, with the reader's week start and units left to the household.
    public func calendarNow(weekStart: Weekday?) async throws -> PlanCalendarNow {
        try await calendarNow(weekStart: weekStart, reader: nil)
    }

    public func shoppingList(for week: PlanWeek, includeStaples: Bool) async throws -> ShoppingList {
        try await shoppingList(for: week, includeStaples: includeStaples, units: nil)
    }

    @discardableResult
    public func markBought(_ item: String, in week: PlanWeek, bought: Bool, addToKitchen: Bool) async throws -> ShoppingList.Item {
        try await markBought(item, in: week, bought: bought, addToKitchen: addToKitchen, units: nil)
    }
}
