import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

extension NutritionEstimate: ResponseEncodable {}

/// Recipes as JSON: a favorite as schema.org Recipe JSON-LD, an idea's estimated
/// nutrition, and a JSON-LD Recipe imported into the meal library.
struct RecipesAPI {
    let recipes: RecipesUseCase
    let ideas: IdeasUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/favorites/{id}/recipe.jsonld") { _, context -> Response in
            let id = try context.parameters.require("id", as: UUID.self)
            let json = try await recipes.favoriteRecipeJSON(id: id)
            return Response(
                status: .ok, headers: [.contentType: "application/ld+json; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: json)))
        }
        router.get("/api/ideas/{id}/nutrition") { _, context in
            recipes.nutrition(for: try await ideas.idea(id: try context.parameters.require("id", as: UUID.self)))
        }
        // The body is the JSON-LD itself (sent as application/json), or a page's HTML in a JSON string.
        router.post("/api/meals/import") { request, context in
            var request = request
            let body = try await request.collectBody(upTo: RecipeImport.maximumBytes)
            let added = try await recipes.importRecipe(Data(buffer: body))
            return EditedResponse(status: added.isNew ? .created : .ok, response: added.meal)
        }
    }
}
