import Foundation
import LunchBoxCore

/// The week planner page: seven days with their meals, the week's navigation, and the
/// library as the choices for each day's "add a meal" picker.
struct PlanWeekPage: UntranslatedPage {
    /// One day as the page shows it.
    struct Day: Sendable {
        let iso: String
        let name: String
        let date: String
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

    /// "23 Nov – 29 Nov".
    let weekRange: String
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
        query: PlanWeekQuery, planned: [PlannedMeal], library: [Meal], assigning: Meal?, formatter: PlanFormatter, favorites: [LunchBoxIdea] = [],
        autoPlan: (id: UUID, mealIDs: Set<UUID>)? = nil
    ) {
        favoriteOptions = favorites.map { PickerChoice(value: "idea:\($0.id.uuidString)", label: $0.name, selected: false) }
        autoPlanID = autoPlan?.id.uuidString
        let week = query.week
        weekRange = "\(formatter.dateText(week.start)) – \(formatter.dateText(week.end))"
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
                iso: plannedDay.day.isoString,
                name: formatter.dayName(plannedDay.day),
                date: formatter.dateText(plannedDay.day),
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

    var title: String { "Week plan" }
    var section: PageChrome.Section { .plan }

    func content(csrf: String) -> HTML {
        """
        <section class="card">
          <h1>Week plan</h1>
          <p class="week-title" id="week-title">\(weekRange)</p>
          <nav class="week-nav" aria-label="Weeks">
            <a class="button quiet" href="/plan?week=\(previousWeek)" rel="prev" id="previous-week" aria-label="Previous week"><span aria-hidden="true">←</span></a>
            <a class="button quiet" href="/plan?week=\(thisWeek)" id="this-week"\(if: isThisWeek, #" aria-current="date""#)>This week</a>
            <a class="button quiet" href="/plan?week=\(nextWeek)" rel="next" id="next-week" aria-label="Next week"><span aria-hidden="true">→</span></a>
          </nav>
          <div class="week-actions">
            <form method="post" action="/plan/auto">
              \(.csrfField(csrf))
              <input type="hidden" name="week" value="\(weekStart)">
              <button type="submit" id="plan-my-week"><span aria-hidden="true">✨</span> Plan my week</button>
              <label class="check small" for="plan-weekends"><input type="checkbox" id="plan-weekends" name="weekends" value="1"> Weekends too</label>
            </form>
            <a class="button quiet" href="/plan/shopping-list?week=\(weekStart)" id="shopping-list-link"><span aria-hidden="true">🛒</span> Shopping list</a>
            <details class="week-more">
              <summary class="button quiet" id="week-more">More</summary>
              <p class="actions planner-links">
                <a class="button quiet" href="/plan/export.ics?week=\(weekStart)" download id="ics-link"><span aria-hidden="true">📆</span> Add to calendar (.ics)</a>
                <a class="button quiet" href="/meals" id="meals-link"><span aria-hidden="true">🍲</span> Meals</a>
              </p>
            </details>
          </div>
        </section>
        \(html: autoPlanID.map { id in
            #"<p class="banner" id="auto-plan-banner">Planned by “Plan my week”: press Swap on a day for another meal, or <a href="/plan?week=\#(weekStart)" id="keep-plan">keep it</a>.</p>"#
        })
        \(html: assigning.map { #"<p class="banner" role="status" id="assign-banner">Pick a day for <strong>\#($0.description)</strong>: press “Add” under the day you want.</p>"# })
        \(weekDays(csrf: csrf))
        """
    }

    /// This week: today and the days ahead first, the days gone folded under them (with
    /// what was planned, no Add). Other weeks: their seven days.
    private func weekDays(csrf: String) -> HTML {
        let earlier = isThisWeek ? days.filter(\.isPast) : []
        let ahead = isThisWeek ? days.filter { !$0.isPast } : days
        let folded: HTML =
            earlier.isEmpty
            ? .empty
            : """
            <details class="earlier" id="earlier-days">
              <summary class="muted">Earlier this week (\(earlier.count == 1 ? "1 day" : "\(earlier.count) days"))</summary>
              <ol class="week" aria-label="Earlier days of the week">
                \(earlier.map { day($0, picker: picker, csrf: csrf) })
              </ol>
            </details>
            """
        return """
            <ol class="week" aria-label="Days of the week">
              \(ahead.map { day($0, picker: picker, csrf: csrf) })
            </ol>
            \(folded)
            """
    }

    /// Swap, for a day "Plan my week" just filled.
    private func swapForm(_ meal: PlannedMealRow, on day: Day, csrf: String) -> HTML? {
        guard let autoPlanID, meal.swappable else { return nil }
        return """
            <form method="post" action="/plan/auto/\(autoPlanID)/swap">
              \(.csrfField(csrf))
              <input type="hidden" name="day" value="\(day.iso)">
              <button type="submit" class="quiet" aria-label="Swap \(meal.description) on \(day.name) for another meal">Swap</button>
            </form>
            """
    }

    /// The meal picker's options, written once for all seven days.
    private var picker: HTML {
        guard !favoriteOptions.isEmpty else { return "\(mealOptions.map(\.option))" }
        return #"<optgroup label="Meals">\#(mealOptions.map(\.option))</optgroup><optgroup label="Favorites">\#(favoriteOptions.map(\.option))</optgroup>"#
    }

    private func day(_ day: Day, picker: HTML, csrf: String) -> HTML {
        let meals = day.meals.map { meal -> HTML in
            """
            <li>
              <div class="grow">
                <span class="item-name">\(meal.description)</span>
                \(html: meal.summary.map { #"<span class="muted small meal-summary">\#($0)</span>"# })
                \(html: verdicts[meal.assignmentId]?.html)
              </div>
              <form method="post" action="/pack">
                \(.csrfField(csrf))
                <input type="hidden" name="mealId" value="\(meal.mealId)">
                <input type="hidden" name="back" value="/plan?week=\(weekStart)#day-\(day.iso)">
                <button type="submit" class="quiet" aria-label="Packed it: \(meal.description), from the kitchen">Packed it</button>
              </form>
              \(html: swapForm(meal, on: day, csrf: csrf))
              <form method="post" action="/plan/assignments/\(meal.assignmentId)/remove">
                \(.csrfField(csrf))
                <input type="hidden" name="week" value="\(weekStart)">
                <button type="submit" class="danger" aria-label="Remove \(meal.description) from \(day.name)">Remove</button>
              </form>
            </li>
            """
        }
        let add: HTML =
            day.isPast
            ? .empty
            : mealOptions.isEmpty && favoriteOptions.isEmpty
                ? #"<p class="small"><a href="/meals/new?week=\#(weekStart)">Add a meal to your library</a> to plan it here.</p>"#
                : """
                <form method="post" action="/plan/assignments" class="row assign-form">
                  \(.csrfField(csrf))
                  <input type="hidden" name="day" value="\(day.iso)">
                  <input type="hidden" name="week" value="\(weekStart)">
                  <label for="assign-\(day.iso)" class="visually-hidden">Meal for \(day.name)</label>
                  <select id="assign-\(day.iso)" name="mealId" class="grow" required>
                    <option value="">Choose a meal…</option>
                    \(picker)
                  </select>
                  <button type="submit" aria-label="Add to \(day.name)">Add</button>
                </form>
                """
        return """
            <li class="card day\(if: day.isToday, " today")" id="day-\(day.iso)"\(if: day.isToday, #" aria-current="date""#)>
              <h2 class="day-title">\(day.name) <span class="muted small">\(day.date)</span>\(if: day.isToday, #" <span class="pill">Today</span>"#)</h2>
              \(if: day.meals.isEmpty, #"<p class="muted small">No meals planned.</p>"#, else: #"<ul class="list day-meals">\#(meals)</ul>"#)
              \(add)
            </li>
            """
    }
}
