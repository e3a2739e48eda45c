import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// The household's kitchen on its server: each change is one `/api/inventory` call, run
/// there by the same use case in one transaction.
public struct RemoteKitchen: KitchenInventory {
    private let api: HouseholdAPIClient

    public init(api: HouseholdAPIClient) {
        self.api = api
    }

    public func items() async throws -> [InventoryItem] {
        try await api.send(KitchenRoutes.items).items
    }

    public func add(name: String, quantity: String, bestBefore: CalendarDay?, dateKind: DateKind?) async throws -> InventoryItem {
        try await api.send(KitchenRoutes.add, body: .init(name: name, quantity: quantity, bestBefore: bestBefore, dateKind: dateKind))
    }

    public func update(id: UUID, name: String, quantity: String, bestBefore: CalendarDay?, dateKind: DateKind?) async throws -> InventoryItem {
        try await api.send(
            KitchenRoutes.update, ["id": id.uuidString], body: .init(name: name, quantity: quantity, bestBefore: bestBefore, dateKind: dateKind))
    }

    @discardableResult
    public func remove(id: UUID) async throws -> InventoryItem {
        try await api.send(KitchenRoutes.remove, ["id": id.uuidString])
    }

    public func clear() async throws {
        _ = try await api.send(KitchenRoutes.clear)
    }
}
