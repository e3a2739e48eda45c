import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase {
    /// Longest receipt words kept: a printed line's name, folded.
    static let maximumReceiptKeyLength = 120

    /// The receipt words a household taught (issue 36): printed words to the food they mean.
    static func registerReceiptMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue36-receipt-words") { db in
            try db.create(table: "receiptWord") { table in
                table.primaryKey("key", .text).check(sql: "length(trim(key)) > 0 AND length(key) <= \(maximumReceiptKeyLength)")
                table.column("food", .text).notNull().check(sql: "length(trim(food)) > 0")
                table.column("learnedAtMilliseconds", .integer).notNull()
            }
        }
    }

    public func receiptWords() async throws -> [String: String] {
        try await reader.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT key, food FROM receiptWord")
            return Dictionary(rows.map { (row: Row) in (row["key"] as String, row["food"] as String) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The items join the kitchen and the words are learnt (a word learnt again takes its
    /// newest food), all or none. Words whose key or food is empty or too long are not
    /// kept; the items still are.
    public func confirmReceiptItems(_ items: [InventoryItem], learning words: [String: String], at date: Date) async throws -> [InventoryItem] {
        let learnt = try words.compactMap { key, food -> (String, String)? in
            let key = key.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !key.isEmpty, key.count <= Self.maximumReceiptKeyLength else { return nil }
            return (key, try UserText.clean(food, field: "Food name", maxLength: InventoryItem.maximumNameLength))
        }
        let milliseconds = date.storedMilliseconds
        return try await writer.write { db in
            let added = try Self.putInventoryItems(items, db)
            for (key, food) in learnt {
                try db.execute(
                    sql: """
                        INSERT INTO receiptWord (key, food, learnedAtMilliseconds) VALUES (?, ?, ?)
                        ON CONFLICT(key) DO UPDATE SET food = excluded.food, learnedAtMilliseconds = excluded.learnedAtMilliseconds
                        """, arguments: [key, food, milliseconds])
            }
            return added
        }
    }
}
