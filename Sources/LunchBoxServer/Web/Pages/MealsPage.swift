import LunchBoxCore

/// The meal library: filters, then the meals with their components, each to edit or
/// delete.
struct MealsPage: Page {
    let meals: [MealRow]
    /// Meals in the library, shown or not.
    let total: Int
    let filters: MealFilterView
    /// Who each meal suits, by meal id.
    var verdicts: [String: VerdictChips] = [:]

    func title(_ words: Wording) -> String { words("meals.title") }
    var section: PageChrome.Section { .plan }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card">
          <div class="row">
            <h1 class="grow">\(words("meals.title"))</h1>
            <a class="button" href="/meals/new"><span aria-hidden="true">+</span> \(words("meals.new"))</a>
            <a class="button quiet" href="/meals/import" id="import-recipe-link">\(words("meals.import.title"))</a>
          </div>
          <p class="actions planner-links"><a class="button quiet" href="/plan"><span aria-hidden="true">📅</span> \(words("plan.title"))</a></p>
          \(if: total == 0, """
          <p class="empty" id="meals-empty"><span class="big" aria-hidden="true">🍲</span><br>\(words("meals.empty"))</p>
          """)
        </section>
        \(if: total > 0, library(csrf: csrf, words: words))
        """
    }

    private func library(csrf: String, words: Wording) -> HTML {
        let list: HTML =
            meals.isEmpty
            ? #"<p class="empty" id="meals-no-match"><span class="big" aria-hidden="true">🔍</span><br>\#(words("meals.noMatch.before")) <a href="/meals">\#(words("meals.filter.clear"))</a>\#(words("meals.noMatch.after"))</p>"#
            : """
            <ul class="list meal-list" id="meal-list">
              \(meals.map { row($0, csrf: csrf, words: words) })
            </ul>
            """
        return """
            \(filters.html(words))
            <section class="card">
              <h2>\(filters.isActive ? words.counting("meals.countShown", total, meals.count) : words.counting("meals.count", total))</h2>
              \(list)
            </section>
            """
    }

    private func row(_ meal: MealRow, csrf: String, words: Wording) -> HTML {
        """
        <li>
          <div class="grow">
            <span class="item-name">\(meal.description)</span>
            <span class="meal-tags">
              \(html: meal.protein.map { #"<span class="pill">\#(words("meals.proteinTag", $0))</span>"# })
              \(html: meal.carb.map { #"<span class="pill">\#(words("meals.carbTag", $0))</span>"# })
              \(meal.components.map { #"<span class="pill quiet">\#($0)</span>"# as HTML })
            </span>
            \(html: verdicts[meal.id]?.html(words))
          </div>
          <div class="row">
            <a class="button quiet" href="/meals/\(meal.id)/edit" aria-label="\(words("meals.editLabel", meal.description))">\(words("meals.edit"))</a>
            <form method="post" action="/meals/\(meal.id)/delete">
              \(.csrfField(csrf))
              <button type="submit" class="danger" aria-label="\(words("meals.deleteLabel", meal.description))">\(words("meals.delete"))</button>
            </form>
          </div>
        </li>
        """
    }
}
