import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// The household's meal library on its server, one `/api/meals` call each.
public struct RemoteMealLibrary: MealLibrary {
    private let api: HouseholdAPIClient

    public init(api: HouseholdAPIClient) {
        self.api = api
    }

    public func meals() async throws -> [Meal] {
        try await api.send(MealsRoutes.list).meals
    }

    public func addMeal(description: String, protein: String, carb: String, components: [String]) async throws -> Meal {
        try await api.send(MealsRoutes.add, body: .init(description: description, primaryProtein: protein, primaryCarb: carb, otherComponents: components))
    }

    public func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal {
        try await api.send(MealsRoutes.update, ["id": id.uuidString], body: edit)
    }

    public func addIdea(id: UUID, protein: String?, carb: String?, extraComponents: [String]) async throws -> LibraryMeal {
        let (meal, status) = try await api.exchange(
            MealsRoutes.fromIdea, body: .init(ideaId: id, primaryProtein: protein, primaryCarb: carb, otherComponents: extraComponents))
        return LibraryMeal(meal: meal, isNew: status == 201)
    }

    @discardableResult
    public func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal {
        try await api.send(MealsRoutes.delete, ["id": id.uuidString], query: confirmed ? ["confirm": "true"] : [:])
    }
}
