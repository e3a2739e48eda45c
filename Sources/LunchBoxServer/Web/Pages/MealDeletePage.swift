import LunchBoxCore

/// The question before deleting a meal, naming the days it would leave.
struct MealDeletePage: Page {
    let meal: MealRow
    let days: [PlannedDayLink]

    func title(_ words: Wording) -> String { words("meals.delete.title", meal.description) }
    var section: PageChrome.Section { .plan }

    func content(csrf: String, words: Wording) -> HTML {
        let planned: HTML =
            days.isEmpty
            ? "<p>\(words("meals.delete.notPlanned"))</p>"
            : """
            <p class="banner" id="planned-warning">\(words.counting("meals.delete.plannedOn", days.count))</p>
            <ul class="list">
              \(days.map { #"<li><a class="list-link" href="/plan?week=\#($0.iso)#day-\#($0.iso)">\#($0.title(words))</a></li>"# as HTML })
            </ul>
            """
        return """
            <section class="card narrow">
              <h1>\(words("meals.delete.heading", meal.description))</h1>
              \(planned)
              <form method="post" action="/meals/\(meal.id)/delete" class="actions">
                \(.csrfField(csrf))
                <input type="hidden" name="confirm" value="yes">
                <button type="submit" class="danger" id="confirm-delete">\(words("meals.delete.yes"))</button>
                <a class="button quiet" href="/meals">\(words("plan.keepIt"))</a>
              </form>
            </section>
            """
    }
}
