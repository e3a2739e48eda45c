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
    /// Applies `edit` to the meal and validates the result, in one transaction, keeping
    /// its id and `createdAt`; every day it is planned on shows the new version. Throws
    /// `PlannerError.mealNotFound`.
    @discardableResult
    func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal
    /// Adds `candidate` unless the library holds a meal with the same content
    /// (`Meal.hasSameContent`), which is returned instead: checked and written in one
    /// transaction, so the same idea added twice at once is one meal.
    func addMealUnlessPresent(_ candidate: Meal) async throws -> LibraryMeal
    /// Removes the meal and every day it was planned on, in one transaction. A planned
    /// meal needs `confirmed`; without it this throws `PlannerError.mealIsPlanned` and
    /// deletes nothing, even when the meal was planned a moment ago by someone else.
    /// Throws `PlannerError.mealNotFound` when there is no such meal.
    @discardableResult
    func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal
    /// The distinct days the meal is planned on, in order, so a face can say "planned on
    /// 3 days" before deleting it.
    func plannedDays(mealID: UUID) async throws -> [CalendarDay]
}
