import Foundation
import LunchBoxCore

/// The week planner page: seven days with their meals, the week's navigation, and the
/// library as the choices for each day's "add a meal" picker.
struct PlanWeekPage: Page {
    /// One day as the page shows it.
    struct Day: Sendable {
        let day: CalendarDay
        var iso: String { day.isoString }
        let isToday: Bool
        /// Before today: shown without an Add form, and folded away in this week.
        let isPast: Bool
        let meals: [PlannedMealRow]
    }

    /// One planned meal on a day.
    struct PlannedMealRow: Sendable {
        let assignmentId: String
        let mealId: String
        let description: String
        let summary: String?
        /// Put there by the "Plan my week" shown in the banner: it can be swapped.
        let swappable: Bool
    }

    /// The week's first and last day.
    let week: PlanWeek
    let weekStart: String
    let previousWeek: String
    let nextWeek: String
    let thisWeek: String
    let isThisWeek: Bool
    let days: [Day]
    let mealOptions: [PickerChoice]
    /// The meal "Add to plan" brought here, pre-selected in every day's picker.
    let assigning: MealRow?
    /// Who each planned meal suits, by assignment id.
    var verdicts: [String: VerdictChips] = [:]
    /// Favorites, planned in one step from the same picker (no library detour).
    let favoriteOptions: [PickerChoice]
    /// The "Plan my week" just done, whose days can be swapped or undone.
    let autoPlanID: String?

    init(
        query: PlanWeekQuery, planned: [PlannedMeal], library: [Meal], assigning: Meal?, favorites: [LunchBoxIdea] = [],
        autoPlan: (id: UUID, mealIDs: Set<UUID>)? = nil
    ) {
        favoriteOptions = favorites.map { PickerChoice(value: "idea:\($0.id.uuidString)", label: $0.name, selected: false) }
        autoPlanID = autoPlan?.id.uuidString
        let week = query.week
        self.week = week
        weekStart = week.start.isoString
        previousWeek = week.previous.start.isoString
        nextWeek = week.next.start.isoString
        thisWeek = query.currentWeek.start.isoString
        isThisWeek = week == query.currentWeek
        days = week.plannedDays(planned).map { plannedDay in
            let meals = plannedDay.meals.map { planned in
                PlannedMealRow(
                    assignmentId: planned.assignment.id.uuidString, mealId: planned.meal.id.uuidString, description: planned.meal.description,
                    summary: MealRow(planned.meal).summary, swappable: autoPlan?.mealIDs.contains(planned.meal.id) ?? false)
            }
            return Day(
                day: plannedDay.day,
                isToday: plannedDay.day == query.today,
                isPast: plannedDay.day < query.today,
                meals: meals
            )
        }
        // Each name lowered once, not once per comparison.
        mealOptions =
            library
            .map { (key: $0.description.lowercased(), meal: $0) }
            .sorted { $0.key < $1.key }
            .map { PickerChoice(value: $0.meal.id.uuidString, label: $0.meal.description, selected: $0.meal.id == assigning?.id) }
        self.assigning = assigning.map(MealRow.init)
    }

    func title(_ words: Wording) -> String { words("plan.title") }
    var section: PageChrome.Section { .plan }

    func content(csrf: String, words: Wording) -> HTML {
        """
        <section class="card">
          <h1>\(words("plan.title"))</h1>
          <p class="week-title" id="week-title">\(Self.range(of: week, words))</p>
          <nav class="week-nav" aria-label="\(words("plan.weeks"))">
            <a class="button quiet" href="/plan?week=\(previousWeek)" rel="prev" id="previous-week" aria-label="\(words("plan.previousWeek"))"><span aria-hidden="true">←</span></a>
            <a class="button quiet" href="/plan?week=\(thisWeek)" id="this-week"\(if: isThisWeek, #" aria-current="date""#)>\(words("plan.thisWeek"))</a>
            <a class="button quiet" href="/plan?week=\(nextWeek)" rel="next" id="next-week" aria-label="\(words("plan.nextWeek"))"><span aria-hidden="true">→</span></a>
          </nav>
          <div class="week-actions">
            <form method="post" action="/plan/auto">
              \(.csrfField(csrf))
              <input type="hidden" name="week" value="\(weekStart)">
              <button type="submit" id="plan-my-week"><span aria-hidden="true">✨</span> \(words("plan.planMyWeek"))</button>
              <label class="check small" for="plan-weekends"><input type="checkbox" id="plan-weekends" name="weekends" value="1"> \(words("plan.weekendsToo"))</label>
            </form>
            <a class="button quiet" href="/plan/shopping-list?week=\(weekStart)" id="shopping-list-link"><span aria-hidden="true">🛒</span> \(words("plan.shoppingList"))</a>
            <details class="week-more">
              <summary class="button quiet" id="week-more">\(words("plan.more"))</summary>
              <p class="actions planner-links">
                <a class="button quiet" href="/plan/export.ics?week=\(weekStart)" download id="ics-link"><span aria-hidden="true">📆</span> \(words("plan.addToCalendar"))</a>
                <a class="button quiet" href="/meals" id="meals-link"><span aria-hidden="true">🍲</span> \(words("plan.meals"))</a>
              </p>
            </details>
          </div>
        </section>
        \(html: autoPlanID.map { _ in
            #"<p class="banner" id="auto-plan-banner">\#(words("plan.autoPlanned.before")) <a href="/plan?week=\#(weekStart)" id="keep-plan">\#(words("plan.autoPlanned.keep"))</a>\#(words("plan.autoPlanned.after"))</p>"#
        })
        \(html: assigning.map { #"<p class="banner" role="status" id="assign-banner">\#(words("plan.pickDay.before")) <strong>\#($0.description)</strong>\#(words("plan.pickDay.after"))</p>"# })
        \(weekDays(csrf: csrf, words: words))
        """
    }

    /// This week: today and the days ahead first, the days gone folded under them (with
    /// what was planned, no Add). Other weeks: their seven days.
    private func weekDays(csrf: String, words: Wording) -> HTML {
        let picker = picker(words)
        let earlier = isThisWeek ? days.filter(\.isPast) : []
        let ahead = isThisWeek ? days.filter { !$0.isPast } : days
        let folded: HTML =
            earlier.isEmpty
            ? .empty
            : """
            <details class="earlier" id="earlier-days">
              <summary class="muted">\(words.counting("plan.earlier", earlier.count))</summary>
              <ol class="week" aria-label="\(words("plan.earlierDays"))">
                \(earlier.map { day($0, picker: picker, csrf: csrf, words: words) })
              </ol>
            </details>
            """
        return """
            <ol class="week" aria-label="\(words("plan.days"))">
              \(ahead.map { day($0, picker: picker, csrf: csrf, words: words) })
            </ol>
            \(folded)
            """
    }

    /// Swap, for a day "Plan my week" just filled.
    private func swapForm(_ meal: PlannedMealRow, on day: Day, csrf: String, words: Wording) -> HTML? {
        guard let autoPlanID, meal.swappable else { return nil }
        return """
            <form method="post" action="/plan/auto/\(autoPlanID)/swap">
              \(.csrfField(csrf))
              <input type="hidden" name="day" value="\(day.iso)">
              <button type="submit" class="quiet" aria-label="\(words("plan.swapLabel", meal.description, words.weekday(day.day)))">\(words("plan.swap"))</button>
            </form>
            """
    }

    /// The meal picker's options, written once for all seven days.
    private func picker(_ words: Wording) -> HTML {
        guard !favoriteOptions.isEmpty else { return "\(mealOptions.map(\.option))" }
        return #"<optgroup label="\#(words("plan.meals"))">\#(mealOptions.map(\.option))</optgroup><optgroup label="\#(words("plan.favorites"))">\#(favoriteOptions.map(\.option))</optgroup>"#
    }

    private func day(_ day: Day, picker: HTML, csrf: String, words: Wording) -> HTML {
        let weekday = words.weekday(day.day)
        let meals = day.meals.map { meal -> HTML in
            """
            <li>
              <div class="grow">
                <span class="item-name">\(meal.description)</span>
                \(html: meal.summary.map { #"<span class="muted small meal-summary">\#($0)</span>"# })
                \(html: verdicts[meal.assignmentId]?.html(words))
              </div>
              <form method="post" action="/pack">
                \(.csrfField(csrf))
                <input type="hidden" name="mealId" value="\(meal.mealId)">
                <input type="hidden" name="back" value="/plan?week=\(weekStart)#day-\(day.iso)">
                <button type="submit" class="quiet" aria-label="\(words("plan.packedLabel", meal.description))">\(words("plan.packed"))</button>
              </form>
              \(html: swapForm(meal, on: day, csrf: csrf, words: words))
              <form method="post" action="/plan/assignments/\(meal.assignmentId)/remove">
                \(.csrfField(csrf))
                <input type="hidden" name="week" value="\(weekStart)">
                <button type="submit" class="danger" aria-label="\(words("plan.removeLabel", meal.description, weekday))">\(words("plan.remove"))</button>
              </form>
            </li>
            """
        }
        let add: HTML =
            day.isPast
            ? .empty
            : mealOptions.isEmpty && favoriteOptions.isEmpty
                ? #"<p class="small"><a href="/meals/new?week=\#(weekStart)">\#(words("plan.noMeals.link"))</a>\#(words("plan.noMeals.after"))</p>"#
                : """
                <form method="post" action="/plan/assignments" class="row assign-form">
                  \(.csrfField(csrf))
                  <input type="hidden" name="day" value="\(day.iso)">
                  <input type="hidden" name="week" value="\(weekStart)">
                  <label for="assign-\(day.iso)" class="visually-hidden">\(words("plan.mealFor", weekday))</label>
                  <select id="assign-\(day.iso)" name="mealId" class="grow" required>
                    <option value="">\(words("plan.chooseMeal"))</option>
                    \(picker)
                  </select>
                  <button type="submit" aria-label="\(words("plan.addTo", weekday))">\(words("plan.add"))</button>
                </form>
                """
        return """
            <li class="card day\(if: day.isToday, " today")" id="day-\(day.iso)"\(if: day.isToday, #" aria-current="date""#)>
              <h2 class="day-title">\(words.weekday(day.day, startingSentence: true)) <span class="muted small">\(words.day(day.day))</span>\(if: day.isToday, #" <span class="pill">\#(words("plan.today"))</span>"#)</h2>
              \(if: day.meals.isEmpty, #"<p class="muted small">\#(words("plan.noMealsPlanned"))</p>"#, else: #"<ul class="list day-meals">\#(meals)</ul>"#)
              \(add)
            </li>
            """
    }

    /// "Nov 23, 2026 – Nov 29, 2026": a week as the language writes it.
    static func range(of week: PlanWeek, _ words: Wording) -> String {
        words("plan.weekRange", words.day(week.start), words.day(week.end))
    }

    /// "Monday, Nov 23, 2026": a day named in full, in a sentence or (`startingSentence`)
    /// at the start of a line.
    static func dayTitle(_ day: CalendarDay, _ words: Wording, startingSentence: Bool = false) -> String {
        words("plan.dayTitle", words.weekday(day, startingSentence: startingSentence), words.day(day))
    }
}
