import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/meals`: the meal library with the same rules as the pages, as JSON.
struct MealsAPI {
    /// The body of POST. Protein, carb and components may be left out. (PUT takes a
    /// `MealEdit`: what it leaves out keeps its value.)
    struct MealInput: Decodable {
        let description: String
        let primaryProtein: String?
        let primaryCarb: String?
        let otherComponents: [String]?
    }

    /// The body of POST /api/meals/from-idea: a recent idea or favorite, with optional
    /// overrides for what the food lexicon reads as its protein and carb.
    struct FromIdeaInput: Decodable {
        let ideaId: UUID
        let primaryProtein: String?
        let primaryCarb: String?
        let otherComponents: [String]?
    }

    /// The (filtered) meals and every choice the filters offer, from the whole library.
    struct MealList: ResponseEncodable {
        let meals: [Meal]
        let options: FilterOptions
    }

    let plan: PlanUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/meals") { request, _ in
            let meals = try await plan.meals()
            let criteria = MealFilterView.criteria(fromQuery: request.uri.query)
            return MealList(meals: criteria.filter(meals), options: FilterOptions(meals: meals))
        }
        router.get("/api/meals/{id}") { _, context in
            try await plan.meal(id: try context.parameters.require("id", as: UUID.self))
        }
        router.post("/api/meals") { request, context in
            let input = try await request.decode(as: MealInput.self, context: context)
            try Self.checkListed(input.otherComponents)
            let meal = try await plan.addMeal(
                description: input.description, protein: input.primaryProtein ?? "", carb: input.primaryCarb ?? "", components: input.otherComponents ?? [])
            return EditedResponse(status: .created, response: meal)
        }
        // Adding the same idea again answers the meal already in the library (200).
        router.post("/api/meals/from-idea") { request, context in
            let input = try await request.decode(as: FromIdeaInput.self, context: context)
            let added = try await plan.addIdea(id: input.ideaId, protein: input.primaryProtein, carb: input.primaryCarb, extraComponents: input.otherComponents ?? [])
            return EditedResponse(status: added.isNew ? .created : .ok, response: added.meal)
        }
        router.put("/api/meals/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            // Fields left out keep their value (`MealEdit`), as in `lunchbox meals edit`.
            let edit = try await request.decode(as: MealEdit.self, context: context)
            try Self.checkListed(edit.otherComponents)
            return try await plan.updateMeal(id: id, edit: edit)
        }
        // A planned meal needs `?confirm=true`; without it the answer is 409 and says so.
        router.delete("/api/meals/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            let confirmed = try QueryFlag.value("confirm", in: request)
            try await plan.deleteMeal(id: id, confirmed: confirmed)
            return HTTPResponse.Status.noContent
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
