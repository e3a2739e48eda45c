/// The question before deleting a meal, naming the days it would leave.
struct MealDeletePage: UntranslatedPage {
    let meal: MealRow
    let days: [PlannedDayLink]

    var title: String { "Delete \(meal.description)?" }
    var section: PageChrome.Section { .plan }

    func content(csrf: String) -> HTML {
        let planned: HTML =
            days.isEmpty
            ? "<p>It is not planned on any day.</p>"
            : """
            <p class="banner" id="planned-warning">Planned on \(days.count == 1 ? "1 day" : "\(days.count) days"). Deleting it removes it from those days:</p>
            <ul class="list">
              \(days.map { #"<li><a class="list-link" href="/plan?week=\#($0.iso)#day-\#($0.iso)">\#($0.title)</a></li>"# as HTML })
            </ul>
            """
        return """
            <section class="card narrow">
              <h1>Delete “\(meal.description)”?</h1>
              \(planned)
              <form method="post" action="/meals/\(meal.id)/delete" class="actions">
                \(.csrfField(csrf))
                <input type="hidden" name="confirm" value="yes">
                <button type="submit" class="danger" id="confirm-delete">Yes, delete the meal</button>
                <a class="button quiet" href="/meals">Keep it</a>
              </form>
            </section>
            """
    }
}
