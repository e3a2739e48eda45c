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
