import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/inventory`: the same inventory rules as the pages, as JSON.
struct InventoryAPI {
    /// The body of POST and PUT.
    struct ItemInput: Decodable {
        let name: String
        let quantity: String?
        let bestBefore: String?
        /// "best-before", "use-by", or absent for the food's usual kind.
        let dateKind: String?
    }

    struct ItemList: ResponseEncodable {
        let items: [InventoryItem]
    }

    struct FoodNames: ResponseEncodable {
        let foods: [String]
    }

    let inventory: InventoryUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        // The names the kitchen's add field suggests; the same for every user, so cached.
        router.get("/api/foods") { request, context -> Response in
            var response = try FoodNames(foods: inventory.foodNames()).response(from: request, context: context)
            response.headers[.cacheControl] = "max-age=3600"
            return response
        }
        // What the kitchen's add field offers for the text typed so far.
        router.get("/api/foods/suggestions") { request, _ in
            let typed = request.uri.queryParameters.get("typed") ?? ""
            guard typed.count <= 1000 else { throw HTTPError(.badRequest, message: "The text typed is too long to suggest from (1,000 characters at most).") }
            return FoodNames(foods: inventory.suggestions(for: typed))
        }
        router.get("/api/inventory") { _, _ in
            ItemList(items: try await inventory.items())
        }
        router.post("/api/inventory") { request, context in
            let input = try await request.decode(as: ItemInput.self, context: context)
            let item = try await inventory.add(
                name: input.name, quantity: input.quantity ?? "", bestBefore: try InventoryController.day(input.bestBefore),
                dateKind: try InventoryController.dateKind(input.dateKind))
            return EditedResponse(status: .created, response: item)
        }
        router.put("/api/inventory/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            let input = try await request.decode(as: ItemInput.self, context: context)
            return try await inventory.update(
                id: id, name: input.name, quantity: input.quantity ?? "", bestBefore: try InventoryController.day(input.bestBefore),
                dateKind: try InventoryController.dateKind(input.dateKind))
        }
        router.delete("/api/inventory/{id}") { _, context in
            try await inventory.remove(id: try context.parameters.require("id", as: UUID.self))
            return HTTPResponse.Status.noContent
        }
        router.delete("/api/inventory") { _, _ in
            try await inventory.clear()
            return HTTPResponse.Status.noContent
        }
    }
}
