import Foundation
import LunchBoxCore

/// The planner's terminal text, shared by the meals, plan and shopping-list commands, in
/// the run's language: days as the web's week page writes them (`plan.dayTitle`).
struct PlannerOutput {
    let words: Wording

    init(_ words: Wording) {
        self.words = words
    }

    /// "  2. Chicken wrap — protein: chicken · carb: tortilla  [3f2a1b4c]"
    func mealLine(_ meal: Meal, number: Int) -> String {
        "\(String(number).leftPadded(to: 3)). \(text(for: meal))  [\(Reference.shortID(meal.id))]"
    }

    /// "Chicken wrap — protein: chicken · carb: tortilla · with: lettuce, mayonnaise".
    func text(for meal: Meal) -> String {
        let tags = words.tags(for: meal)
        return tags.isEmpty ? meal.description : "\(meal.description) — \(tags)"
    }

    /// "Monday, Nov 23, 2026"
    func title(for day: CalendarDay, startingSentence: Bool = false) -> String {
        words("plan.dayTitle", words.weekday(day, startingSentence: startingSentence), words.day(day))
    }

    /// "Monday, Nov 23, 2026 to Sunday, Nov 29, 2026"
    func title(for week: PlanWeek) -> String {
        words("cli2.plan.weekSpan", title(for: week.start), title(for: week.end))
    }

    /// "Planned Chicken wrap on Monday, Nov 23, 2026."
    func planned(_ meal: String, on day: CalendarDay) -> String {
        words("plan.planned", meal, title(for: day))
    }

    /// "Monday, Nov 23, 2026; Tuesday, Nov 24, 2026 and 3 more": short enough for one line.
    func dayList(_ days: [CalendarDay], limit: Int = 5) -> String {
        let shown = days.prefix(limit).map { title(for: $0) }.joined(separator: "; ")
        return days.count > limit ? words.counting("cli2.plan.andMore", days.count - limit, shown) : shown
    }

    /// The week's planned meals in the order `plan show` numbers them: by day, then in
    /// the order they were planned. `plan remove N` counts the same way.
    static func numbered(_ plannedMeals: [PlannedMeal], in week: PlanWeek) -> [PlannedMeal] {
        week.plannedDays(plannedMeals).flatMap(\.meals)
    }
}
