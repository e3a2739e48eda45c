/// The question before taking a meal off a day.
struct PlanRemovePage: UntranslatedPage {
    let assignmentID: String
    let meal: String
    /// "Monday, Nov 23, 2026".
    let day: String
    let weekStart: String

    var title: String { "Remove from the plan?" }
    var section: PageChrome.Section { .plan }

    func content(csrf: String) -> HTML {
        """
        <section class="card narrow">
          <h1>Remove from the plan?</h1>
          <p>Remove <strong>\(meal)</strong> from \(day)? The meal stays in your library.</p>
          <form method="post" action="/plan/assignments/\(assignmentID)/remove" class="actions">
            \(.csrfField(csrf))
            <input type="hidden" name="week" value="\(weekStart)">
            <button type="submit" class="danger" id="confirm-remove">Yes, remove it</button>
            <a class="button quiet" href="/plan?week=\(weekStart)">Keep it</a>
          </form>
        </section>
        """
    }
}
