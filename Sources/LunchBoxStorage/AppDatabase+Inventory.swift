import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: InventoryRepository {
    public func inventory() async throws -> Inventory {
        try await reader.read { db in try Self.inventory(db) }
    }

    /// Adds the item under `Inventory`'s rules, in one transaction.
    @discardableResult
    public func addInventoryItem(_ item: InventoryItem) async throws -> InventoryItem {
        try await writer.write { db in
            var inventory = try Self.inventory(db)
            let stored = try inventory.add(item)
            let last = try Int64.fetchOne(db, sql: "SELECT MAX(position) FROM inventoryItem") ?? 0
            try InventoryItemRecord(item: stored, position: last + 1).insert(db)
            return stored
        }
    }

    @discardableResult
    public func updateInventoryItem(_ item: InventoryItem) async throws -> InventoryItem {
        try await writer.write { db in
            var inventory = try Self.inventory(db)
            let stored = try inventory.update(item)
            guard let position = try Int64.fetchOne(db, sql: "SELECT position FROM inventoryItem WHERE id = ?", arguments: [stored.id.uuidString]) else {
                throw InventoryError.itemNotFound
            }
            try InventoryItemRecord(item: stored, position: position).update(db)
            return stored
        }
    }

    @discardableResult
    public func removeInventoryItem(id: UUID) async throws -> InventoryItem {
        try await writer.write { db in
            var inventory = try Self.inventory(db)
            let removed = try inventory.remove(id: id)
            try InventoryItemRecord.deleteOne(db, key: id.uuidString)
            return removed
        }
    }

    public func clearInventory() async throws {
        _ = try await writer.write { db in
            try InventoryItemRecord.deleteAll(db)
        }
    }

    static func inventory(_ db: Database) throws -> Inventory {
        let items = try InventoryItemRecord.order(Column("position")).fetchAll(db).map { try $0.item() }
        return Inventory(items: items)
    }
}
