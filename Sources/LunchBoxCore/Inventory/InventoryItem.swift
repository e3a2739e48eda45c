import Foundation

/// One food in the kitchen: a name and a free-text quantity ("2 cups", "half a block"),
/// optionally with a date so soon-expiring food is used first, and what that date means
/// (best before or use by; nil takes the food's usual kind).
public struct InventoryItem: Identifiable, Codable, Equatable, Hashable, Sendable {
    public static let maximumNameLength = 100
    public static let maximumQuantityLength = 50

    public let id: UUID
    public var name: String
    public var quantity: String
    public var bestBefore: CalendarDay?
    public var dateKind: DateKind?

    public init(id: UUID = UUID(), name: String, quantity: String = "", bestBefore: CalendarDay? = nil, dateKind: DateKind? = nil) {
        self.id = id
        self.name = name
        self.quantity = quantity
        self.bestBefore = bestBefore
        self.dateKind = dateKind
    }

    /// The same item with its name and quantity cleaned, or an error saying what is wrong.
    public func validated() throws -> InventoryItem {
        var copy = self
        copy.name = try UserText.clean(name, field: "Item name", maxLength: Self.maximumNameLength)
        copy.quantity = try UserText.clean(quantity, field: "Quantity", maxLength: Self.maximumQuantityLength, allowEmpty: true)
        return copy
    }

    /// "eggs (6)" or "eggs".
    public var displayText: String {
        quantity.isEmpty ? name : "\(name) (\(quantity))"
    }
}
