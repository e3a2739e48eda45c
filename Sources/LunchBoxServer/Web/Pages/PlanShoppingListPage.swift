import LunchBoxCore

/// A week's shopping list: what the planned meals need that the kitchen lacks, with how
/// much, each ticked off with its own form: ticking puts it in the kitchen, with Undo.
struct PlanShoppingListPage: UntranslatedPage {
    struct Item: Sendable {
        let key: String
        let name: String
        /// How much to buy ("2", "150 g"); nil when not known.
        let amount: String?
        /// "for 2 meals: Chicken wrap, Rice bowl"
        let detail: String
        let isBought: Bool
        /// "Mark apples as bought" / "Put apples back on the list", for the button's label.
        let toggleLabel: String
    }

    /// "23 Nov – 29 Nov".
    let weekRange: String
    let weekStart: String
    let items: [Item]
    /// False when nothing is planned that week, which is a different empty list.
    let hasPlannedMeals: Bool
    let countLabel: String
    let includeStaples: Bool
    /// "salt, water": the staples left off, or nil when none were.
    let leftOutStaples: String?

    init(query: PlanWeekQuery, list: ShoppingList, includeStaples: Bool, formatter: PlanFormatter) {
        weekRange = "\(formatter.dateText(query.week.start)) – \(formatter.dateText(query.week.end))"
        weekStart = query.week.start.isoString
        items = list.items.map { item in
            let count = item.mealCount == 1 ? "1 meal" : "\(item.mealCount) meals"
            return Item(
                key: item.key, name: item.name, amount: item.amount, detail: "for \(count): \(item.meals.joined(separator: ", "))", isBought: item.isBought,
                toggleLabel: item.isBought ? "Put \(item.name) back on the list" : "Bought: put \(item.name) in the kitchen")
        }
        hasPlannedMeals = list.plannedMealCount > 0
        let toBuy = list.toBuy.count
        countLabel = toBuy == 1 ? "1 thing to buy" : "\(toBuy) things to buy"
        self.includeStaples = includeStaples
        leftOutStaples = list.leftOutStaples.isEmpty ? nil : list.leftOutStaples.joined(separator: ", ")
    }

    var title: String { "Shopping list" }
    var section: PageChrome.Section { .plan }

    func content(csrf: String) -> HTML {
        """
        <section class="card">
          <h1>Shopping list</h1>
          <p class="muted">\(weekRange)</p>
          <nav class="week-nav" aria-label="Weeks">
            <a class="button quiet" href="/plan?week=\(weekStart)"><span aria-hidden="true">←</span> Back to the week</a>
          </nav>
          \(hasPlannedMeals ? list(csrf: csrf) : """
          <p class="empty" id="shopping-empty"><span class="big" aria-hidden="true">📅</span><br>No meals are planned this week. <a href="/plan?week=\(weekStart)">Plan some meals</a> to see what to buy.</p>
          """)
        </section>
        """
    }

    private func list(csrf: String) -> HTML {
        let staples: HTML =
            includeStaples
            ? #"<p class="muted small" id="staples-note"><a href="/plan/shopping-list?week=\#(weekStart)">Hide assumed staples</a> (salt, pepper, oil, water)</p>"#
            : leftOutStaples.map {
                #"<p class="muted small" id="staples-note">Assumed in your kitchen: \#($0). <a href="/plan/shopping-list?week=\#(weekStart)&amp;staples=1">Show them on the list</a></p>"#
            } ?? .empty
        guard !items.isEmpty else {
            return """
                <p class="empty" id="shopping-empty"><span class="big" aria-hidden="true">✅</span><br>Nothing to buy: your kitchen has everything this week's meals need.</p>
                \(staples)
                """
        }
        return """
            <h2>\(countLabel)</h2>
            <p class="muted small">What the week's meals need that your kitchen does not hold. Tick things off as you buy them: they go in the kitchen.</p>
            <ul class="list shopping-list" id="shopping-list">
              \(items.map { row($0, csrf: csrf) })
            </ul>
            \(staples)
            """
    }

    private func row(_ item: Item, csrf: String) -> HTML {
        """
        <li\(if: item.isBought, #" class="bought""#)>
          <form method="post" action="/plan/shopping-list/bought" class="shopping-item">
            \(.csrfField(csrf))
            <input type="hidden" name="week" value="\(weekStart)">
            <input type="hidden" name="item" value="\(item.key)">
            \(if: includeStaples, #"<input type="hidden" name="staples" value="1">"#)
            <input type="hidden" name="bought" value="\(item.isBought ? "0" : "1")">
            <button type="submit" class="tick" aria-pressed="\(item.isBought ? "true" : "false")" aria-label="Bought: \(item.name)" title="\(item.toggleLabel)"><span aria-hidden="true">\(item.isBought ? "☑" : "☐")</span></button>
            <span class="grow"><span class="item-name">\(item.name)</span>\(html: item.amount.map { #" <span class="pill">\#($0)</span>"# })<br><span class="muted small">\(item.detail)</span></span>
          </form>
        </li>
        """
    }
}
