import Foundation

/// Where the current inventory is kept: the database on the web and CLI faces, memory
/// for an iOS session. Every change goes through `Inventory`'s rules.
public protocol InventoryRepository: Sendable {
    func inventory() async throws -> Inventory
    /// Validates and adds the item; returns it as stored.
    @discardableResult
    func addInventoryItem(_ item: InventoryItem) async throws -> InventoryItem
    @discardableResult
    func updateInventoryItem(_ item: InventoryItem) async throws -> InventoryItem
    @discardableResult
    func removeInventoryItem(id: UUID) async throws -> InventoryItem
    func clearInventory() async throws
}
