import Foundation
import Hummingbird
import LunchBoxCore

/// `/api/meals`: the meal library with the same rules as the pages, as JSON.
struct MealsAPI {
    /// The body of POST and PUT. Protein, carb and components may be left out.
    struct MealInput: Decodable {
        let description: String
        let primaryProtein: String?
        let primaryCarb: String?
        let otherComponents: [String]?

        func meal(id: UUID = UUID(), createdAt: Date) -> Meal {
            Meal(
                id: id,
                description: description,
                primaryProtein: primaryProtein ?? "",
                primaryCarb: primaryCarb ?? "",
                otherComponents: otherComponents ?? [],
                createdAt: createdAt
            )
        }
    }

    /// The (filtered) meals and every choice the filters offer, from the whole library.
    struct MealList: Encodable {
        let meals: [Meal]
        let options: FilterOptions
    }

    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        let database = dependencies.database
        let clock = dependencies.clock
        router.get("/api/meals") { request, _ in
            let meals = try await database.meals()
            let criteria = MealFilterView.criteria(fromQuery: request.uri.query)
            return try JSONResponse.make(MealList(meals: criteria.filter(meals), options: FilterOptions(meals: meals)))
        }
        router.get("/api/meals/{id}") { _, context in
            guard let meal = try await database.meal(id: try context.parameters.require("id", as: UUID.self)) else {
                throw PlannerError.mealNotFound
            }
            return try JSONResponse.make(meal)
        }
        router.post("/api/meals") { request, _ in
            let input = try await JSONResponse.decode(MealInput.self, from: request)
            return try JSONResponse.make(try await database.addMeal(input.meal(createdAt: clock.now())), status: .created)
        }
        router.put("/api/meals/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            let input = try await JSONResponse.decode(MealInput.self, from: request)
            return try JSONResponse.make(try await database.updateMeal(input.meal(id: id, createdAt: clock.now())))
        }
        router.delete("/api/meals/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            guard let meal = try await database.meal(id: id) else { throw PlannerError.mealNotFound }
            let days = try await database.plannedDays(mealID: id)
            let confirmed = ["true", "yes", "1"].contains(FormData(request.uri.query ?? "").value("confirm")?.lowercased() ?? "")
            guard days.isEmpty || confirmed else {
                let count = days.count == 1 ? "1 day" : "\(days.count) days"
                throw HTTPError(
                    .conflict,
                    message:
                        "“\(meal.description)” is planned on \(count): \(days.map(\.isoString).joined(separator: ", ")). Deleting it also removes it from those days; send DELETE /api/meals/\(id.uuidString)?confirm=true to do that."
                )
            }
            guard try await database.deleteMeal(id: id) else { throw PlannerError.mealNotFound }
            return JSONResponse.noContent()
        }
    }
}
