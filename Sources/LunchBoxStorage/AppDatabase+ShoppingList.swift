import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: ShoppingListRepository {
    public func boughtItemKeys(weekStart: CalendarDay) async throws -> Set<String> {
        try await reader.read { db in try Self.boughtItemKeys(db, weekStart: weekStart) }
    }

    public func shoppingWeek(days: ClosedRange<CalendarDay>, weekStart: CalendarDay) async throws -> ShoppingWeek {
        try await reader.read { db in
            ShoppingWeek(
                planned: try Self.plannedMeals(db, in: days), kitchen: try Self.inventory(db).items, bought: try Self.boughtItemKeys(db, weekStart: weekStart))
        }
    }

    private static func boughtItemKeys(_ db: Database, weekStart: CalendarDay) throws -> Set<String> {
        let statement = try db.cachedStatement(sql: "SELECT itemKey FROM shoppingListBought WHERE weekStart = ?")
        return Set(try String.fetchAll(statement, arguments: [weekStart.isoString]))
    }

    public func setShoppingItem(
        key: String, bought: Bool, weekStart: CalendarDay, at date: Date, addingToKitchen topUp: (@Sendable ([InventoryItem]) throws -> InventoryItem?)?
    ) async throws -> KitchenTopUp.Change {
        try await writer.write { db in
            if bought {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO shoppingListBought (weekStart, itemKey, boughtAtMilliseconds) VALUES (?, ?, ?)",
                    arguments: [weekStart.isoString, key, date.storedMilliseconds])
            } else {
                try db.execute(sql: "DELETE FROM shoppingListBought WHERE weekStart = ? AND itemKey = ?", arguments: [weekStart.isoString, key])
            }
            guard let topUp else { return KitchenTopUp.Change(before: nil, after: nil) }
            let kitchen = try Self.inventory(db).items
            guard let after = try topUp(kitchen) else { return KitchenTopUp.Change(before: nil, after: nil) }
            _ = try Self.putInventoryItems([after], db)
            return KitchenTopUp.Change(before: kitchen.first { $0.id == after.id }, after: after)
        }
    }
}
