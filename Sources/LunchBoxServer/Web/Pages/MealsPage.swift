/// The meal library: filters, then the meals with their components, each to edit or
/// delete.
struct MealsPage: UntranslatedPage {
    let meals: [MealRow]
    /// Meals in the library, shown or not.
    let total: Int
    let filters: MealFilterView
    /// Who each meal suits, by meal id.
    var verdicts: [String: VerdictChips] = [:]

    var title: String { "Meals" }
    var section: PageChrome.Section { .plan }

    func content(csrf: String) -> HTML {
        """
        <section class="card">
          <div class="row">
            <h1 class="grow">Meals</h1>
            <a class="button" href="/meals/new"><span aria-hidden="true">+</span> New meal</a>
            <a class="button quiet" href="/meals/import" id="import-recipe-link">Import a recipe</a>
          </div>
          <p class="actions planner-links"><a class="button quiet" href="/plan"><span aria-hidden="true">📅</span> Week plan</a></p>
          \(if: total == 0, """
          <p class="empty" id="meals-empty"><span class="big" aria-hidden="true">🍲</span><br>No meals yet. Add a meal to start planning, or open an idea and press “Add to plan”.</p>
          """)
        </section>
        \(if: total > 0, library(csrf: csrf))
        """
    }

    private func library(csrf: String) -> HTML {
        let count = total == 1 ? "1 meal" : "\(total) meals"
        let list: HTML =
            meals.isEmpty
            ? #"<p class="empty" id="meals-no-match"><span class="big" aria-hidden="true">🔍</span><br>No meals match these filters. <a href="/meals">Clear filters</a> to see every meal.</p>"#
            : """
            <ul class="list meal-list" id="meal-list">
              \(meals.map { row($0, csrf: csrf) })
            </ul>
            """
        return """
            \(filters.html)
            <section class="card">
              <h2>\(filters.isActive ? "\(meals.count) of \(count)" : count)</h2>
              \(list)
            </section>
            """
    }

    private func row(_ meal: MealRow, csrf: String) -> HTML {
        """
        <li>
          <div class="grow">
            <span class="item-name">\(meal.description)</span>
            <span class="meal-tags">
              \(html: meal.protein.map { #"<span class="pill">protein: \#($0)</span>"# })
              \(html: meal.carb.map { #"<span class="pill">carb: \#($0)</span>"# })
              \(meal.components.map { #"<span class="pill quiet">\#($0)</span>"# as HTML })
            </span>
            \(html: verdicts[meal.id]?.html)
          </div>
          <div class="row">
            <a class="button quiet" href="/meals/\(meal.id)/edit" aria-label="Edit \(meal.description)">Edit</a>
            <form method="post" action="/meals/\(meal.id)/delete">
              \(.csrfField(csrf))
              <button type="submit" class="danger" aria-label="Delete \(meal.description)">Delete</button>
            </form>
          </div>
        </li>
        """
    }
}
