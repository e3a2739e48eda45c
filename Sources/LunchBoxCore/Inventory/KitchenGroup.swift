import Foundation

/// A kitchen shown by kind, so a big one can be read at a glance: food to use soon first,
/// then fruit and vegetables, proteins, dairy, bread and other carbs, sauces and spreads,
/// snacks, drinks, and what the lexicon does not know.
public struct KitchenGroup: Equatable, Sendable {
    /// Where a food sits, in the order the kitchen shows them; faces name each from the
    /// catalog (`kitchen.shelf.<raw value>`).
    public enum Shelf: String, CaseIterable, Sendable {
        case useSoon, produce, proteins, dairy, carbs, sauces, snacks, drinks, other
        /// One group for everything, when foods cannot be told apart by kind.
        case everything
    }

    public let shelf: Shelf
    public let items: [InventoryItem]

    public init(shelf: Shelf, items: [InventoryItem]) {
        self.shelf = shelf
        self.items = items
    }

    /// The shelf's name in `words`.
    public func title(_ words: Wording) -> String {
        words("kitchen.shelf.\(shelf.rawValue)")
    }

    /// The groups of `items` (already in the order to show them in each group), empty
    /// groups left out.
    public static func grouped(_ items: [InventoryItem], lexicon: FoodLexicon, today: CalendarDay) -> [KitchenGroup] {
        var groups: [Shelf: [InventoryItem]] = [:]
        for item in items {
            let shelf: Shelf
            if IdeaKitchenUse.freshness(of: item, today: today) != .fresh {
                shelf = .useSoon
            } else if let food = lexicon.food(named: KitchenEntry.entry(from: item.name).name) ?? lexicon.lookup(item.name).food {
                shelf = Self.shelf(of: food.category)
            } else {
                shelf = .other
            }
            groups[shelf, default: []].append(item)
        }
        return Shelf.allCases.compactMap { shelf in groups[shelf].map { KitchenGroup(shelf: shelf, items: $0) } }
    }

    private static func shelf(of category: FoodCategory) -> Shelf {
        switch category {
        case .fruit, .vegetable: .produce
        case .protein: .proteins
        case .dairy: .dairy
        case .carb: .carbs
        case .condiment, .fat: .sauces
        case .snack: .snacks
        case .drink: .drinks
        }
    }
}
