import Foundation

/// The meal library. Every write validates through `Meal.validated()`.
public protocol MealRepository: Sendable {
    /// All meals, oldest first.
    func meals() async throws -> [Meal]
    func meal(id: UUID) async throws -> Meal?
    /// Validates and saves a new meal; returns it as stored. Throws
    /// `PlannerError.emptyDescription` for a blank description (MP Property 2).
    @discardableResult
    func addMeal(_ meal: Meal) async throws -> Meal
    /// Validates and replaces the meal with the same id, keeping its `createdAt`; every
    /// day it is planned on shows the new version. Throws `PlannerError.mealNotFound`.
    @discardableResult
    func updateMeal(_ meal: Meal) async throws -> Meal
    /// Removes the meal and, in the same transaction, every day it was planned on;
    /// false when there was no such meal. Ask first when `plannedDays` is not empty.
    @discardableResult
    func deleteMeal(id: UUID) async throws -> Bool
    /// The distinct days the meal is planned on, in order, so a face can say "planned on
    /// 3 days" before deleting it.
    func plannedDays(mealID: UUID) async throws -> [CalendarDay]
}
