import LunchBoxCore

/// A week's shopping list as the page shows it.
struct PlanShoppingListView: Sendable {
    struct Item: Sendable {
        let name: String
        /// "for 2 meals: Chicken wrap, Rice bowl"
        let detail: String
    }

    let title: String
    let weekStart: String
    let items: [Item]
    let hasItems: Bool
    /// False when nothing is planned that week, which is a different empty list.
    let hasPlannedMeals: Bool
    let countLabel: String

    init(query: PlanWeekQuery, list: ShoppingList, formatter: PlanFormatter) {
        title = "\(formatter.dateText(query.week.start)) – \(formatter.dateText(query.week.end))"
        weekStart = query.week.start.isoString
        items = list.items.map { item in
            let count = item.mealCount == 1 ? "1 meal" : "\(item.mealCount) meals"
            return Item(name: item.name, detail: "for \(count): \(item.meals.joined(separator: ", "))")
        }
        hasItems = !items.isEmpty
        hasPlannedMeals = list.plannedMealCount > 0
        countLabel = items.count == 1 ? "1 thing to buy" : "\(items.count) things to buy"
    }
}
