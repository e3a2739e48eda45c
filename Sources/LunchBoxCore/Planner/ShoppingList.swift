import Foundation

/// What to buy for a set of planned meals: every protein, carb and component they need
/// that is not in the inventory, merged and sorted by name.
///
/// Lines are matched by food, not by their text: "cheddar (40 g)", "Cheddar" and "2
/// apples, sliced" mean cheddar and apples, and names that mean the same food
/// ("Tomatoes", "tomato", "courgette" and "zucchini") are one entry, shown with the first
/// spelling met; the food lexicon decides what "the same" means
/// (`FoodLexicon.foodKey(ofLine:)`). Different foods stay apart even when one name
/// contains the other: tomatoes in the kitchen do not cover cherry tomatoes. Quantities
/// are free text ("half a loaf") and cannot be compared, so any inventory item of the
/// same food counts as having it. Assumed staples (salt, pepper, oil, water: the offline
/// chef's list) are left off unless asked for, and items can be ticked off as bought.
public struct ShoppingList: Codable, Equatable, Sendable {
    /// One thing to buy.
    public struct Item: Codable, Equatable, Hashable, Sendable {
        /// Which food it is, for ticking it off ("food:cheddar"); stable across spellings.
        public let key: String
        public let name: String
        /// How many planned meals need it; a meal planned twice counts twice.
        public let mealCount: Int
        /// The descriptions of the meals that need it, each once, in plan order.
        public let meals: [String]
        /// An assumed staple (only listed when staples are asked for).
        public let isStaple: Bool
        /// Ticked off as bought this week.
        public let isBought: Bool

        public init(key: String, name: String, mealCount: Int, meals: [String], isStaple: Bool = false, isBought: Bool = false) {
            self.key = key
            self.name = name
            self.mealCount = mealCount
            self.meals = meals
            self.isStaple = isStaple
            self.isBought = isBought
        }
    }

    public let items: [Item]
    /// How many meals the list was made for, so an empty list can say whether nothing
    /// is planned or the kitchen has everything.
    public let plannedMealCount: Int
    /// The staples the meals use that were left off ("salt", "water"), so a face can say
    /// so and offer to show them; empty when staples are included.
    public let leftOutStaples: [String]

    public init(items: [Item], plannedMealCount: Int, leftOutStaples: [String] = []) {
        self.items = items
        self.plannedMealCount = plannedMealCount
        self.leftOutStaples = leftOutStaples
    }

    public var isEmpty: Bool { items.isEmpty }

    /// The items still to buy.
    public var toBuy: [Item] { items.filter { !$0.isBought } }

    /// Builds the list. `plannedMeals` holds one entry per planned occurrence, so a meal
    /// planned on two days counts twice. `staples` are the assumed staples (the offline
    /// chef's); they are listed only with `includeStaples`. `bought` holds the keys
    /// ticked off this week.
    public init(
        plannedMeals: [Meal], inventory: [InventoryItem], lexicon: FoodLexicon, staples: [String] = OfflineChef.defaultStaples,
        includeStaples: Bool = false, bought: Set<String> = []
    ) {
        plannedMealCount = plannedMeals.count
        let inStock = Set(inventory.map { lexicon.foodKey(ofLine: $0.name) })
        var order: [String] = []
        var entries: [String: (name: String, count: Int, meals: [String], isStaple: Bool)] = [:]
        var leftOut: [String] = []
        for meal in plannedMeals {
            // A meal naming the same food twice (protein "chicken", component "Chicken")
            // still needs it once.
            var keysInMeal = Set<String>()
            for line in meal.allComponents {
                let key = lexicon.foodKey(ofLine: line)
                guard !key.isEmpty, !inStock.contains(key), keysInMeal.insert(key).inserted else { continue }
                let name = Self.displayName(line)
                let isStaple = lexicon.food(named: name).map { ChefStaples.includes($0, in: staples, lexicon: lexicon) } ?? false
                if isStaple && !includeStaples {
                    if !leftOut.contains(where: { lexicon.foodKey(ofLine: $0) == key }) { leftOut.append(name) }
                    continue
                }
                if var entry = entries[key] {
                    entry.count += 1
                    if !entry.meals.contains(meal.description) { entry.meals.append(meal.description) }
                    entries[key] = entry
                } else {
                    order.append(key)
                    entries[key] = (name, 1, [meal.description], isStaple)
                }
            }
        }
        items = order.compactMap { key in
            entries[key].map { Item(key: key, name: $0.name, mealCount: $0.count, meals: $0.meals, isStaple: $0.isStaple, isBought: bought.contains(key)) }
        }
        .sorted { PlannerText.precedes($0.name, $1.name) }
        leftOutStaples = leftOut.sorted { PlannerText.precedes($0, $1) }
    }

    /// The line as a thing to buy: without the portion the chef wrote after it
    /// ("cheddar (40 g)" is "cheddar"); the line itself when nothing else is left.
    private static func displayName(_ line: String) -> String {
        let bare = FoodLexicon.withoutBrackets(line).trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        return bare.isEmpty ? line : bare
    }
}
