import LunchBoxCore

/// A week's shopping list: what the planned meals need that the kitchen lacks, with how
/// much, each ticked off with its own form: ticking puts it in the kitchen, with Undo.
/// Names and meals are the person's words, as typed; amounts are LunchBox's, in the
/// reader's units (worked out by `ShoppingList`) and words.
struct PlanShoppingListPage: Page {
    struct Item: Sendable {
        let key: String
        let name: String
        /// How much to buy ("2", "150 g"); nil when not known.
        let amount: String?
        /// The meals that need it, a meal planned twice counting twice.
        let mealCount: Int
        let meals: [String]
        let isBought: Bool
    }

    let week: PlanWeek
    let weekStart: String
    let items: [Item]
    /// False when nothing is planned that week, which is a different empty list.
    let hasPlannedMeals: Bool
    /// How many items are still to buy.
    let toBuy: Int
    let includeStaples: Bool
    /// "salt, water": the staples left off, or nil when none were.
    let leftOutStaples: String?

    init(query: PlanWeekQuery, list: ShoppingList, includeStaples: Bool) {
        week = query.week
        weekStart = query.week.start.isoString
        items = list.items.map { item in
            Item(key: item.key, name: item.name, amount: item.amount, mealCount: item.mealCount, meals: item.meals, isBought: item.isBought)
        }
        hasPlannedMeals = list.plannedMealCount > 0
        toBuy = list.toBuy.count
        self.includeStaples = includeStaples
        leftOutStaples = list.leftOutStaples.isEmpty ? nil : list.leftOutStaples.joined(separator: ", ")
    }

    func title(_ words: Wording) -> String { words("plan.shopping.title") }
    var section: PageChrome.Section { .plan }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card">
          <h1>\(words("plan.shopping.title"))</h1>
          <p class="muted">\(PlanWeekPage.range(of: week, words))</p>
          <nav class="week-nav" aria-label="\(words("plan.weeks"))">
            <a class="button quiet" href="/plan?week=\(weekStart)"><span aria-hidden="true">←</span> \(words("plan.shopping.back"))</a>
          </nav>
          \(hasPlannedMeals ? list(csrf: csrf, words: words) : """
          <p class="empty" id="shopping-empty"><span class="big" aria-hidden="true">📅</span><br>\(words("plan.shopping.nothingPlanned.before")) <a href="/plan?week=\(weekStart)">\(words("plan.shopping.nothingPlanned.link"))</a>\(words("plan.shopping.nothingPlanned.after"))</p>
          """)
        </section>
        """
    }

    private func list(csrf: String, words: Wording) -> HTML {
        let staples: HTML =
            includeStaples
            ? #"<p class="muted small" id="staples-note"><a href="/plan/shopping-list?week=\#(weekStart)">\#(words("plan.shopping.hideStaples"))</a> \#(words("plan.shopping.staplesAre"))</p>"#
            : leftOutStaples.map {
                #"<p class="muted small" id="staples-note">\#(words("plan.shopping.assumed", $0)) <a href="/plan/shopping-list?week=\#(weekStart)&amp;staples=1">\#(words("plan.shopping.showStaples"))</a></p>"#
            } ?? .empty
        guard !items.isEmpty else {
            return """
                <p class="empty" id="shopping-empty"><span class="big" aria-hidden="true">✅</span><br>\(words("plan.shopping.nothingToBuy"))</p>
                \(staples)
                """
        }
        return """
            <h2>\(words.counting("plan.shopping.toBuy", toBuy))</h2>
            <p class="muted small">\(words("plan.shopping.explain"))</p>
            <ul class="list shopping-list" id="shopping-list">
              \(items.map { row($0, csrf: csrf, words: words) })
            </ul>
            \(staples)
            """
    }

    private func row(_ item: Item, csrf: String, words: Wording) -> HTML {
        let toggle = item.isBought ? words("plan.shopping.putBack", item.name) : words("plan.shopping.markBought", item.name)
        return """
            <li\(if: item.isBought, #" class="bought""#)>
              <form method="post" action="/plan/shopping-list/bought" class="shopping-item">
                \(.csrfField(csrf))
                <input type="hidden" name="week" value="\(weekStart)">
                <input type="hidden" name="item" value="\(item.key)">
                \(if: includeStaples, #"<input type="hidden" name="staples" value="1">"#)
                <input type="hidden" name="bought" value="\(item.isBought ? "0" : "1")">
                <button type="submit" class="tick" aria-pressed="\(item.isBought ? "true" : "false")" aria-label="\(words("plan.shopping.bought", item.name))" title="\(toggle)"><span aria-hidden="true">\(item.isBought ? "☑" : "☐")</span></button>
                <span class="grow"><span class="item-name">\(item.name)</span>\(html: item.amount.map { #" <span class="pill">\#(words.amount(stored: $0))</span>"# })<br><span class="muted small">\(words.counting("plan.shopping.forMeals", item.mealCount, item.meals.joined(separator: ", ")))</span></span>
              </form>
            </li>
            """
    }
}
