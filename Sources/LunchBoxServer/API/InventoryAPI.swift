import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/inventory`: the same inventory rules as the pages, as JSON, on the routes the
/// household client calls (`KitchenRoutes`).
struct InventoryAPI {
    let inventory: InventoryUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        // The names the kitchen's add field suggests; the same for every user, so cached.
        router.on(KitchenRoutes.foods, headers: [.cacheControl: "max-age=3600"]) { _, _, _ in
            KitchenRoutes.FoodNames(foods: inventory.foodNames())
        }
        // What the kitchen's add field offers for the text typed so far.
        router.on(KitchenRoutes.suggestions) { _, request, _ in
            let typed = request.uri.queryParameters.get("typed") ?? ""
            guard typed.count <= 1000 else { throw HTTPError(.badRequest, message: "The text typed is too long to suggest from (1,000 characters at most).") }
            return KitchenRoutes.FoodNames(foods: inventory.suggestions(for: typed))
        }
        router.on(KitchenRoutes.items) { _, _, _ in
            KitchenRoutes.ItemList(items: try await inventory.items())
        }
        router.on(KitchenRoutes.add, status: .created) { input, _, _ in
            try await inventory.add(
                name: input.name, quantity: input.quantity ?? "", bestBefore: try InventoryController.day(input.bestBefore),
                dateKind: try InventoryController.dateKind(input.dateKind))
        }
        router.on(KitchenRoutes.update) { input, _, context in
            try await inventory.update(
                id: try context.parameters.require("id", as: UUID.self), name: input.name, quantity: input.quantity ?? "",
                bestBefore: try InventoryController.day(input.bestBefore), dateKind: try InventoryController.dateKind(input.dateKind))
        }
        router.on(KitchenRoutes.remove) { _, _, context in
            try await inventory.remove(id: try context.parameters.require("id", as: UUID.self))
        }
        router.on(KitchenRoutes.clear) { _, _, _ in
            try await inventory.clear()
            return APINothing()
        }
    }
}
