import Foundation
import GRDB
import LunchBoxCore

/// A row of `inventoryItem`; `position` keeps the order items were added in.
struct InventoryItemRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "inventoryItem"

    var id: String
    var name: String
    var quantity: String
    var bestBefore: String?
    /// "best-before", "use-by", or nil for the food's usual kind.
    var dateKind: String?
    var position: Int64

    /// Read column by column: GRDB's Decodable path costs a household's every kitchen read
    /// a generic decoder per row (issue 40's JSON-read budget).
    init(row: Row) {
        id = row["id"]
        name = row["name"]
        quantity = row["quantity"]
        bestBefore = row["bestBefore"]
        dateKind = row["dateKind"]
        position = row["position"]
    }

    init(item: InventoryItem, position: Int64) {
        self.id = item.id.uuidString
        self.name = item.name
        self.quantity = item.quantity
        self.bestBefore = item.bestBefore?.isoString
        self.dateKind = item.dateKind?.rawValue
        self.position = position
    }

    func item() throws -> InventoryItem {
        guard let uuid = UUID(uuidString: id) else {
            throw StorageError.corruptValue(table: "inventory item", reason: "its id is not a UUID")
        }
        return InventoryItem(
            id: uuid, name: name, quantity: quantity, bestBefore: bestBefore.flatMap(CalendarDay.init(isoString:)), dateKind: dateKind.flatMap(DateKind.init(rawValue:)))
    }
}
