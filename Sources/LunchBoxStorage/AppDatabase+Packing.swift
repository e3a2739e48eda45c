import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: PackingRepository {
    /// One stored item as it was before a packing changed it, with its place in the list.
    private struct SavedItem: Codable {
        let id: String
        let name: String
        let quantity: String
        let bestBefore: String?
        /// Absent in packings saved before issue 37 marked dates.
        let dateKind: String?
        let position: Int64
    }

    public func pack(sourceKey: String, name: String, day: CalendarDay, at date: Date, work: @Sendable ([InventoryItem]) throws -> Packing) async throws -> PackedLunch {
        try await writer.write { db in
            let earlier = "SELECT COUNT(*) FROM packing WHERE sourceKey = ? AND day = ?"
            guard try Int.fetchOne(db, sql: earlier + " AND undone = 0", arguments: [sourceKey, day.isoString]) == 0 else {
                throw PackingError.alreadyPacked(name)
            }
            let firstTime = try Int.fetchOne(db, sql: earlier, arguments: [sourceKey, day.isoString]) == 0
            let records = try InventoryItemRecord.order(Column("position")).fetchAll(db)
            let items = try records.map { try $0.item() }
            let packing = try work(items)
            let stored = Dictionary(uniqueKeysWithValues: zip(records, items).map { ($0.id, (item: $1, position: $0.position)) })
            var saved: [SavedItem] = []
            var seen = Set<UUID>()
            for use in packing.uses {
                // Each use takes from one item once, writes back only that item's amount, and
                // never less than nothing; undo puts back the row as stored, not as the
                // caller described it.
                guard seen.insert(use.before.id).inserted else { throw PackingError.inconsistent }
                let key = use.before.id.uuidString
                guard let (item, position) = stored[key] else { continue }
                var left: InventoryItem?
                if let after = use.after {
                    guard after.id == item.id else { throw PackingError.inconsistent }
                    var kept = item
                    kept.quantity = try after.validated().quantity
                    guard !Self.isNegative(kept.quantity) else { throw PackingError.inconsistent }
                    left = kept
                }
                saved.append(
                    SavedItem(
                        id: key, name: item.name, quantity: item.quantity, bestBefore: item.bestBefore?.isoString, dateKind: item.dateKind?.rawValue,
                        position: position))
                if let left {
                    try InventoryItemRecord(item: left, position: position).update(db)
                } else {
                    try InventoryItemRecord.deleteOne(db, key: key)
                }
            }
            let id = UUID()
            try db.execute(
                sql: "INSERT INTO packing (id, sourceKey, day, name, packedAtMilliseconds, before) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [id.uuidString, sourceKey, day.isoString, name, date.storedMilliseconds, String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)])
            return PackedLunch(id: id, sourceKey: sourceKey, name: name, day: day, packing: packing, earnedCredit: firstTime)
        }
    }

    /// "-40", "−40" (a Unicode minus), "\n-40": an amount below nothing.
    private static func isNegative(_ quantity: String) -> Bool {
        guard let first = quantity.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars.first else { return false }
        return ["-", "\u{2212}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{FE63}", "\u{FF0D}"].contains(first)
    }

    @discardableResult
    public func undoPacking(id: UUID) async throws -> String {
        try await writer.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT name, before FROM packing WHERE id = ? AND undone = 0", arguments: [id.uuidString]) else {
                throw PackingError.nothingToUndo
            }
            let before: String = row["before"]
            for item in try JSONDecoder().decode([SavedItem].self, from: Data(before.utf8)) {
                try InventoryItemRecord.deleteOne(db, key: item.id)
                try db.execute(
                    sql: "INSERT INTO inventoryItem (id, name, quantity, bestBefore, dateKind, position) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [item.id, item.name, item.quantity, item.bestBefore, item.dateKind, item.position])
            }
            try db.execute(sql: "UPDATE packing SET undone = 1 WHERE id = ?", arguments: [id.uuidString])
            return row["name"]
        }
    }
}
