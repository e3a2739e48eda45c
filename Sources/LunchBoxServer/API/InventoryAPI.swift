import Foundation
import Hummingbird
import LunchBoxCore

/// `/api/inventory`: the same inventory rules as the pages, as JSON.
struct InventoryAPI {
    /// The body of POST and PUT.
    struct ItemInput: Decodable {
        let name: String
        let quantity: String?
        let bestBefore: String?

        func item(id: UUID = UUID()) throws -> InventoryItem {
            InventoryItem(id: id, name: name, quantity: quantity ?? "", bestBefore: try InventoryController.day(bestBefore))
        }
    }

    struct ItemList: Encodable {
        let items: [InventoryItem]
    }

    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        let database = dependencies.database
        router.get("/api/inventory") { _, _ in
            try JSONResponse.make(ItemList(items: try await database.inventory().items))
        }
        router.post("/api/inventory") { request, _ in
            let input = try await JSONResponse.decode(ItemInput.self, from: request)
            return try JSONResponse.make(try await database.addInventoryItem(try input.item()), status: .created)
        }
        router.put("/api/inventory/{id}") { request, context in
            let id = try context.parameters.require("id", as: UUID.self)
            let input = try await JSONResponse.decode(ItemInput.self, from: request)
            return try JSONResponse.make(try await database.updateInventoryItem(try input.item(id: id)))
        }
        router.delete("/api/inventory/{id}") { _, context in
            try await database.removeInventoryItem(id: try context.parameters.require("id", as: UUID.self))
            return JSONResponse.noContent()
        }
        router.delete("/api/inventory") { _, _ in
            try await database.clearInventory()
            return JSONResponse.noContent()
        }
    }
}
