import Foundation

/// Where the current inventory is kept: the database on the web and CLI faces, memory
/// for an iOS session. Every change goes through `Inventory`'s rules.
public protocol InventoryRepository: Sendable {
    func inventory() async throws -> Inventory
    /// Validates and adds the items, all or none, in one transaction; returns them as
    /// stored. A batch that breaks a rule (a full kitchen, a bad name) adds nothing.
    @discardableResult
    func addInventoryItems(_ items: [InventoryItem]) async throws -> [InventoryItem]
    @discardableResult
    func updateInventoryItem(_ item: InventoryItem) async throws -> InventoryItem
    @discardableResult
    func removeInventoryItem(id: UUID) async throws -> InventoryItem
    func clearInventory() async throws
}

extension InventoryRepository {
    /// Validates and adds one item; returns it as stored.
    @discardableResult
    public func addInventoryItem(_ item: InventoryItem) async throws -> InventoryItem {
        guard let stored = try await addInventoryItems([item]).first else { throw InventoryError.itemNotFound }
        return stored
    }
}
