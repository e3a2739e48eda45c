import Foundation
import LunchBoxCore

/// An inventory in memory, for tests.
public actor InMemoryInventoryRepository: InventoryRepository {
    private var current: Inventory

    public init(_ inventory: Inventory = Inventory()) {
        self.current = inventory
    }

    public func inventory() -> Inventory { current }

    public func addInventoryItem(_ item: InventoryItem) throws -> InventoryItem {
        try current.add(item)
    }

    public func updateInventoryItem(_ item: InventoryItem) throws -> InventoryItem {
        try current.update(item)
    }

    public func removeInventoryItem(id: UUID) throws -> InventoryItem {
        try current.remove(id: id)
    }

    public func clearInventory() {
        current.clear()
    }
}
