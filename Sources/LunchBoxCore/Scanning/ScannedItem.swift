import Foundation

/// A detection the person confirmed: the kitchen item it becomes, and the barcode it was
/// read from, which then names that product from now on.
public struct ScannedItem: Equatable, Sendable {
    public let item: InventoryItem
    public let barcode: String?

    public init(item: InventoryItem, barcode: String? = nil) {
        self.item = item
        self.barcode = barcode.flatMap { Barcode.isValid($0) ? $0 : nil }
    }
}
