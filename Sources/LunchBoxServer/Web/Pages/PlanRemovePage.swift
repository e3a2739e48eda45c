import LunchBoxCore

/// The question before taking a meal off a day.
struct PlanRemovePage: Page {
    let assignmentID: String
    let meal: String
    let day: CalendarDay
    let weekStart: String

    func title(_ words: Wording) -> String { words("plan.removeTitle") }
    var section: PageChrome.Section { .plan }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card narrow">
          <h1>\(words("plan.removeTitle"))</h1>
          <p>\(words("plan.removeQuestion.before")) <strong>\(meal)</strong> \(words("plan.removeQuestion.after", PlanWeekPage.dayTitle(day, words)))</p>
          <form method="post" action="/plan/assignments/\(assignmentID)/remove" class="actions">
            \(.csrfField(csrf))
            <input type="hidden" name="week" value="\(weekStart)">
            <button type="submit" class="danger" id="confirm-remove">\(words("plan.removeYes"))</button>
            <a class="button quiet" href="/plan?week=\(weekStart)">\(words("plan.keepIt"))</a>
          </form>
        </section>
        """
    }
}
