import Foundation
import LunchBoxCore

/// The meal library as the screen models change it. On this device `PlanUseCase`
/// answers; on the household's server `RemoteMealLibrary` sends each call to its `/api`.
public protocol MealLibrary: Sendable {
    /// Every meal, newest first.
    func meals() async throws -> [Meal]
    func addMeal(description: String, protein: String, carb: String, components: [String]) async throws -> Meal
    /// Replaces the fields `edit` names and returns the meal as stored.
    func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal
    /// A recent idea or favorite into the library; the same idea again answers the meal
    /// it already made.
    func addIdea(id: UUID, protein: String?, carb: String?, extraComponents: [String]) async throws -> LibraryMeal
    /// Deletes the meal; a planned one only when `confirmed`, otherwise the error asks
    /// (`UserFacingError.Action.confirm`) and nothing is deleted.
    @discardableResult
    func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal
}

extension MealLibrary {
    public func addIdea(id: UUID) async throws -> LibraryMeal {
        try await addIdea(id: id, protein: nil, carb: nil, extraComponents: [])
    }
}

extension PlanUseCase: MealLibrary {}
