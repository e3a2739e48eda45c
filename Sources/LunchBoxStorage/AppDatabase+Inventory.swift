import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: InventoryRepository {
    /// Issue 37: what an item's date means, marked by a person ("best-before" or "use-by";
    /// NULL takes the food's usual kind).
    static func registerInventoryMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue37-inventory-date-kind") { db in
            try db.alter(table: "inventoryItem") { table in
                table.add(column: "dateKind", .text).check(sql: "dateKind IN ('best-before', 'use-by')")
            }
        }
    }

    public func inventory() async throws -> Inventory {
        try await reader.read { db in try Self.inventory(db) }
    }

    /// Adds the items under `Inventory`'s rules, all or none, in one transaction.
    @discardableResult
    public func addInventoryItems(_ items: [InventoryItem]) async throws -> [InventoryItem] {
        try await writer.write { db in try Self.addInventoryItems(items, db) }
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

    /// Every item passes `Inventory`'s rules against the kitchen as it will be before any
    /// row is written; a throw inside the write rolls the transaction back besides.
    static func addInventoryItems(_ items: [InventoryItem], _ db: Database) throws -> [InventoryItem] {
        var inventory = try Self.inventory(db)
        let stored = try items.map { try inventory.add($0) }
        var position = try Int64.fetchOne(db, sql: "SELECT MAX(position) FROM inventoryItem") ?? 0
        for item in stored {
            position += 1
            try InventoryItemRecord(item: item, position: position).insert(db)
        }
        return stored
    }

    /// Items the kitchen holds (by id) replace them in place, the rest are added, under
    /// `Inventory`'s rules: what a top-up (`KitchenTopUp`) writes.
    static func putInventoryItems(_ items: [InventoryItem], _ db: Database) throws -> [InventoryItem] {
        var inventory = try Self.inventory(db)
        var stored: [InventoryItem] = []
        for item in items where inventory.item(id: item.id) != nil {
            let updated = try inventory.update(item)
            let position = try Int64.fetchOne(db, sql: "SELECT position FROM inventoryItem WHERE id = ?", arguments: [updated.id.uuidString]) ?? 0
            try InventoryItemRecord(item: updated, position: position).update(db)
            stored.append(updated)
        }
        let added = try addInventoryItems(items.filter { item in !stored.contains { $0.id == item.id } }, db)
        // In the order asked for.
        return items.compactMap { item in (stored + added).first { $0.id == item.id } }
    }

    static func inventory(_ db: Database) throws -> Inventory {
        // A statement prepared once: building the query each read cost more than running it.
        let items = try InventoryItemRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM inventoryItem ORDER BY position")).map { try $0.item() }
        return Inventory(items: items)
    }
}
