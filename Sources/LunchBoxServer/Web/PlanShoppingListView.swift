import LunchBoxCore

/// A week's shopping list as the page shows it.
struct PlanShoppingListView: Sendable {
    struct Item: Sendable {
        let key: String
        let name: String
        /// "for 2 meals: Chicken wrap, Rice bowl"
        let detail: String
        let isBought: Bool
        /// "Mark apples as bought" / "Put apples back on the list", for the button's label.
        let toggleLabel: String
    }

    let title: String
    let weekStart: String
    let items: [Item]
    let hasItems: Bool
    /// False when nothing is planned that week, which is a different empty list.
    let hasPlannedMeals: Bool
    let countLabel: String
    let includeStaples: Bool
    /// "salt, water": the staples left off, or nil when none were.
    let leftOutStaples: String?

    init(query: PlanWeekQuery, list: ShoppingList, includeStaples: Bool, formatter: PlanFormatter) {
        title = "\(formatter.dateText(query.week.start)) – \(formatter.dateText(query.week.end))"
        weekStart = query.week.start.isoString
        items = list.items.map { item in
            let count = item.mealCount == 1 ? "1 meal" : "\(item.mealCount) meals"
            return Item(
                key: item.key, name: item.name, detail: "for \(count): \(item.meals.joined(separator: ", "))", isBought: item.isBought,
                toggleLabel: item.isBought ? "Put \(item.name) back on the list" : "Mark \(item.name) as bought")
        }
        hasItems = !items.isEmpty
        hasPlannedMeals = list.plannedMealCount > 0
        let toBuy = list.toBuy.count
        countLabel = toBuy == 1 ? "1 thing to buy" : "\(toBuy) things to buy"
        self.includeStaples = includeStaples
        leftOutStaples = list.leftOutStaples.isEmpty ? nil : list.leftOutStaples.joined(separator: ", ")
    }
}
