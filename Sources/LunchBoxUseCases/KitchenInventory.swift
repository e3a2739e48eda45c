import Foundation
import LunchBoxCore

/// The kitchen as the screen models change it. On this device `InventoryUseCase` answers;
/// on the household's server `RemoteKitchen` sends each call to the server's `/api`, where
/// the same use case runs it in the server's own transaction.
public protocol KitchenInventory: Sendable {
    /// Every item, oldest first.
    func items() async throws -> [InventoryItem]
    /// Adds an item under `Inventory`'s rules and returns it as stored.
    func add(name: String, quantity: String, bestBefore: CalendarDay?, dateKind: DateKind?) async throws -> InventoryItem
    /// Changes an item and returns it as stored.
    func update(id: UUID, name: String, quantity: String, bestBefore: CalendarDay?, dateKind: DateKind?) async throws -> InventoryItem
    /// Removes an item and returns it as it was.
    @discardableResult
    func remove(id: UUID) async throws -> InventoryItem
    /// Empties the kitchen.
    func clear() async throws
}

extension InventoryUseCase: KitchenInventory {}
