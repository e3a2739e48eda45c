import Foundation

/// The plan: which meals are on which days. A day may hold several meals.
public protocol PlanRepository: Sendable {
    /// Plans the meal on each of `days` (a day may repeat), recording `date` as when it
    /// was planned: all or none, in one transaction. Throws `PlannerError.mealNotFound`
    /// when the meal is not in the library and `PlannerError.dayFull` when a day would
    /// hold more meals than allowed.
    @discardableResult
    func assignMeal(id mealID: UUID, to days: [CalendarDay], at date: Date) async throws -> [MealAssignment]
    /// Adds `candidate` to the library unless a meal with the same content is there
    /// (`Meal.hasSameContent`), then plans that meal on `day`: one transaction, so two
    /// requests at once cannot add the meal twice, and a full day adds nothing.
    func planMeal(_ candidate: Meal, on day: CalendarDay, at date: Date) async throws -> (meal: LibraryMeal, assignment: MealAssignment)
    /// Assignments on the days in `days`, by day, then in the order they were planned.
    func assignments(in days: ClosedRange<CalendarDay>) async throws -> [MealAssignment]
    /// The same assignments with their meals, read in one consistent snapshot.
    func plannedMeals(in days: ClosedRange<CalendarDay>) async throws -> [PlannedMeal]
    /// Removes one planned meal and returns it, read in the same write (what undo puts
    /// back); nil when there was none with this id.
    @discardableResult
    func removeAssignment(id: UUID) async throws -> PlannedMeal?
}

extension PlanRepository {
    /// Plans the meal on one day.
    @discardableResult
    public func assignMeal(id mealID: UUID, to day: CalendarDay, at date: Date) async throws -> MealAssignment {
        guard let assignment = try await assignMeal(id: mealID, to: [day], at: date).first else { throw PlannerError.mealNotFound }
        return assignment
    }
}
