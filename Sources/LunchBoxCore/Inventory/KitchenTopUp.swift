import Foundation

/// Food going into a kitchen that already holds some of it tops that item up rather than
/// becoming a second row: a confirmed scan of "cucumber" beside the kitchen's cucumber,
/// two apples bought beside the one at home. The one rule scanning, receipts and the
/// shopping list share.
public enum KitchenTopUp {
    /// What a top-up did to the kitchen: its item before (nil when it was added) and after
    /// (nil when nothing went in).
    public struct Change: Codable, Equatable, Sendable {
        public let before: InventoryItem?
        public let after: InventoryItem?

        public init(before: InventoryItem?, after: InventoryItem?) {
            self.before = before
            self.after = after
        }
    }

    /// The items as they go into `kitchen`: each of a food the kitchen (or an earlier
    /// item in `items`) holds is that item, same id, with the amounts added when they add
    /// up ("1" and "2": "3"), the held amount when the new one has none, the new amount
    /// when the held one has none; amounts that cannot be added stay a new item. A sum
    /// is written in `units` ("1 lb" and "200 g": "1.541 lb" or "653.59 g").
    public static func merged(_ items: [InventoryItem], into kitchen: [InventoryItem], lexicon: FoodLexicon, units: UnitSystem = .metric) -> [InventoryItem] {
        var held = kitchen
        var result: [InventoryItem] = []
        for item in items {
            let key = lexicon.foodKey(ofLine: item.name)
            guard !key.isEmpty, let index = held.firstIndex(where: { lexicon.foodKey(ofLine: $0.name) == key }),
                let topped = topUp(held[index], with: item, units: units)
            else {
                held.append(item)
                result.append(item)
                continue
            }
            held[index] = topped
            result.removeAll { $0.id == topped.id }
            result.append(topped)
        }
        return result
    }

    /// `held` with `item` added, or nil when their amounts cannot be added.
    private static func topUp(_ held: InventoryItem, with item: InventoryItem, units: UnitSystem) -> InventoryItem? {
        var topped = held
        if item.quantity.isEmpty { return topped }
        if held.quantity.isEmpty {
            topped.quantity = item.quantity
            return topped
        }
        guard let sum = KitchenAmount(reading: held.quantity).flatMap({ amount in KitchenAmount(reading: item.quantity).flatMap(amount.adding) }) else {
            return nil
        }
        topped.quantity = sum.text(in: units)
        return topped
    }
}
