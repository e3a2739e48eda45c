import Foundation

/// What to buy for a set of planned meals: every protein, carb and component they need
/// that is not in the inventory, merged and sorted by name.
///
/// Names that mean the same food ("Tomatoes", "tomato", "courgette" and "zucchini") are
/// one entry, shown with the first spelling met; the food lexicon decides what "the
/// same" means (`FoodLexicon.sameFoodKey`). Different foods stay apart even when one
/// name contains the other: tomatoes in the kitchen do not cover cherry tomatoes.
/// Quantities are free text ("half a loaf") and cannot be compared, so any inventory item
/// of the same food counts as having it.
public struct ShoppingList: Codable, Equatable, Sendable {
    /// One thing to buy.
    public struct Item: Codable, Equatable, Hashable, Sendable {
        public let name: String
        /// How many planned meals need it; a meal planned twice counts twice.
        public let mealCount: Int
        /// The descriptions of the meals that need it, each once, in plan order.
        public let meals: [String]

        public init(name: String, mealCount: Int, meals: [String]) {
            self.name = name
            self.mealCount = mealCount
            self.meals = meals
        }
    }

    public let items: [Item]
    /// How many meals the list was made for, so an empty list can say whether nothing
    /// is planned or the kitchen has everything.
    public let plannedMealCount: Int

    public init(items: [Item], plannedMealCount: Int) {
        self.items = items
        self.plannedMealCount = plannedMealCount
    }

    public var isEmpty: Bool { items.isEmpty }

    /// Builds the list. `plannedMeals` holds one entry per planned occurrence, so a meal
    /// planned on two days counts twice.
    public init(plannedMeals: [Meal], inventory: [InventoryItem], lexicon: FoodLexicon) {
        plannedMealCount = plannedMeals.count
        let inStock = Set(inventory.map { lexicon.sameFoodKey(for: $0.name) })
        var order: [String] = []
        var entries: [String: (name: String, count: Int, meals: [String])] = [:]
        for meal in plannedMeals {
            // A meal naming the same food twice (protein "chicken", component "Chicken")
            // still needs it once.
            var keysInMeal = Set<String>()
            for name in meal.allComponents {
                let key = lexicon.sameFoodKey(for: name)
                guard !key.isEmpty, !inStock.contains(key), keysInMeal.insert(key).inserted else { continue }
                if var entry = entries[key] {
                    entry.count += 1
                    if !entry.meals.contains(meal.description) { entry.meals.append(meal.description) }
                    entries[key] = entry
                } else {
                    order.append(key)
                    entries[key] = (name, 1, [meal.description])
                }
            }
        }
        items = order.compactMap { key in
            entries[key].map { Item(name: $0.name, mealCount: $0.count, meals: $0.meals) }
        }
        .sorted { PlannerText.precedes($0.name, $1.name) }
    }
}
