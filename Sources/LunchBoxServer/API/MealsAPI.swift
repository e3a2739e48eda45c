import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/meals`: the meal library with the same rules as the pages, as JSON, on the
/// routes the household client calls (`MealsRoutes`).
struct MealsAPI {
    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.on(MealsRoutes.list) { _, request, _ in
            let meals = try await plan.meals()
            let criteria = MealFilterView.criteria(fromQuery: request.uri.query)
            return MealsRoutes.MealList(meals: criteria.filter(meals), options: FilterOptions(meals: meals))
        }
        router.on(MealsRoutes.meal) { _, _, context in
            try await plan.meal(id: try context.parameters.require("id", as: UUID.self))
        }
        router.on(MealsRoutes.add, status: .created) { input, _, _ in
            try Self.checkListed(input.otherComponents)
            return try await plan.addMeal(
                description: input.description, protein: input.primaryProtein ?? "", carb: input.primaryCarb ?? "", components: input.otherComponents ?? [])
        }
        // Adding the same idea again answers the meal already in the library (200).
        router.on(
            MealsRoutes.fromIdea, status: { (added: LibraryMeal) in added.isNew ? .created : .ok },
            use: { input, _, _ in
                try await plan.addIdea(id: input.ideaId, protein: input.primaryProtein, carb: input.primaryCarb, extraComponents: input.otherComponents ?? [])
            }, answer: { $0.meal })
        router.on(MealsRoutes.update) { edit, _, context in
            // Fields left out keep their value (`MealEdit`), as in `lunchbox meals edit`.
            try Self.checkListed(edit.otherComponents)
            return try await plan.updateMeal(id: try context.parameters.require("id", as: UUID.self), edit: edit)
        }
        // A planned meal needs `?confirm=true`; without it the answer is 409 and says so.
        router.on(MealsRoutes.delete) { _, request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            return try await plan.deleteMeal(id: id, confirmed: try QueryFlag.value("confirm", in: request))
        }
    }

    /// The document's bound on a sent list: at most 30 entries as sent, before empty ones
    /// and repeats are dropped (the planner's own limit counts what is left).
    static func checkListed(_ components: [String]?) throws {
        guard (components?.count ?? 0) <= Meal.maximumComponentCount else {
            throw HTTPError(.badRequest, message: "Send at most \(Meal.maximumComponentCount) other components.")
        }
    }
}
