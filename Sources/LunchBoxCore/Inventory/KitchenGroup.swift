import Foundation

/// A kitchen shown by kind, so a big one can be read at a glance: food to use soon first,
/// then fruit and vegetables, proteins, dairy, bread and other carbs, sauces and spreads,
/// snacks, drinks, and what the lexicon does not know.
public struct KitchenGroup: Equatable, Sendable {
    public let title: String
    public let items: [InventoryItem]

    public init(title: String, items: [InventoryItem]) {
        self.title = title
        self.items = items
    }

    public static let useSoonTitle = "Use soon"

    /// The groups of `items` (already in the order to show them in each group), empty
    /// groups left out.
    public static func grouped(_ items: [InventoryItem], lexicon: FoodLexicon, today: CalendarDay) -> [KitchenGroup] {
        var groups: [String: [InventoryItem]] = [:]
        for item in items {
            let title: String
            if IdeaKitchenUse.freshness(of: item, today: today) != .fresh {
                title = useSoonTitle
            } else if let food = lexicon.food(named: KitchenEntry.entry(from: item.name).name) ?? lexicon.lookup(item.name).food {
                title = shelf(of: food.category)
            } else {
                title = otherTitle
            }
            groups[title, default: []].append(item)
        }
        return order.compactMap { title in groups[title].map { KitchenGroup(title: title, items: $0) } }
    }

    private static let otherTitle = "Other"

    private static let order = [
        useSoonTitle, "Fruit and vegetables", "Meat, fish, eggs and beans", "Dairy", "Bread, rice and pasta", "Sauces and spreads", "Snacks", "Drinks",
        otherTitle,
    ]

    private static func shelf(of category: FoodCategory) -> String {
        switch category {
        case .fruit, .vegetable: "Fruit and vegetables"
        case .protein: "Meat, fish, eggs and beans"
        case .dairy: "Dairy"
        case .carb: "Bread, rice and pasta"
        case .condiment, .fat: "Sauces and spreads"
        case .snack: "Snacks"
        case .drink: "Drinks"
        }
    }
}
