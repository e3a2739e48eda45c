import Foundation
import LunchBoxCore

/// Turns a lunch box idea into a library meal for "Add to plan", reusing a meal the
/// library already has when the idea was added before.
enum MealFromIdea {
    /// The meal for `idea` (fitted to the library's limits by `Meal(idea:)`).
    static func meal(from idea: LunchBoxIdea, at date: Date, roles: MealRoles) -> Meal {
        Meal(idea: idea, createdAt: date, role: roles.role(of:))
    }

    /// Adds the idea's meal to the library, or returns the library's identical meal, so
    /// pressing "Add to plan" twice does not leave two copies.
    static func add(_ idea: LunchBoxIdea, to database: some MealRepository, at date: Date, roles: MealRoles) async throws -> Meal {
        let candidate = try meal(from: idea, at: date, roles: roles).validated()
        let existing = try await database.meals().first { meal in
            meal.description == candidate.description
                && meal.primaryProtein == candidate.primaryProtein
                && meal.primaryCarb == candidate.primaryCarb
                && meal.otherComponents == candidate.otherComponents
        }
        if let existing { return existing }
        return try await database.addMeal(candidate)
    }
}
