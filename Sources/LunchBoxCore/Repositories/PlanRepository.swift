import Foundation

/// The plan: which meals are on which days. A day may hold several meals.
public protocol PlanRepository: Sendable {
    /// Plans the meal on `day`, recording `date` as when it was planned. Throws
    /// `PlannerError.mealNotFound` when the meal is not in the library and
    /// `PlannerError.dayFull` when the day already holds the most meals allowed.
    @discardableResult
    func assignMeal(id mealID: UUID, to day: CalendarDay, at date: Date) async throws -> MealAssignment
    /// Assignments on the days in `days`, by day, then in the order they were planned.
    func assignments(in days: ClosedRange<CalendarDay>) async throws -> [MealAssignment]
    /// The same assignments with their meals, read in one consistent snapshot.
    func plannedMeals(in days: ClosedRange<CalendarDay>) async throws -> [PlannedMeal]
    /// Removes one planned meal; false when there was none with this id.
    @discardableResult
    func removeAssignment(id: UUID) async throws -> Bool
}
