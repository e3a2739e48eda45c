import Foundation

/// Why a meal or plan change was refused.
///
/// Typed-text problems (too long, control characters) stay `UserTextError`s; these are
/// the planner's own rules and the missing-row cases a person can act on.
public enum PlannerError: Error, Equatable, Sendable {
    /// The description is empty after trimming (MP Property 2).
    case emptyDescription
    case tooManyComponents(maximum: Int)
    case libraryFull(maximum: Int)
    case dayFull(day: CalendarDay, maximum: Int)
    /// The meal is not (or no longer) in the library.
    case mealNotFound
    /// A new meal reused the id of one already saved.
    case mealAlreadyExists
    case assignmentNotFound
    /// The meal is planned on these days: deleting it removes them too, so it needs a
    /// yes first.
    case mealIsPlanned(description: String, days: [CalendarDay])
    /// Ticking off an item the week's shopping list does not hold.
    case notOnShoppingList(String)
}

extension PlannerError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
