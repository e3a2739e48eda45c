import Foundation
import LunchBoxCore

/// The planner's terminal text, shared by the meals, plan and shopping-list commands.
struct PlannerOutput {
    let formatter: PlanFormatter

    /// Day and month names follow the calendar's locale. A calendar made in code has the
    /// root locale, which prints "Mon, 2026 M11 23"; plain English reads better then.
    init(context: CLIContext) {
        let locale = context.calendar.locale.flatMap { $0.language.languageCode == nil ? nil : $0 }
        formatter = PlanFormatter(locale: locale ?? Locale(identifier: "en_US_POSIX"))
    }

    /// "  2. Chicken wrap — protein: chicken · carb: tortilla  [3f2a1b4c]"
    func mealLine(_ meal: Meal, number: Int) -> String {
        "\(String(number).leftPadded(to: 3)). \(formatter.text(for: meal))  [\(Reference.shortID(meal.id))]"
    }

    /// "Monday, Nov 23, 2026 to Sunday, Nov 29, 2026"
    func title(for week: PlanWeek) -> String {
        "\(formatter.title(for: week.start)) to \(formatter.title(for: week.end))"
    }

    /// "Monday 2026-11-23, Tuesday 2026-11-24 and 3 more": short enough for one line.
    func dayList(_ days: [CalendarDay], limit: Int = 5) -> String {
        let shown = days.prefix(limit).map { "\(formatter.dayName($0)) \($0.isoString)" }.joined(separator: ", ")
        return days.count > limit ? "\(shown) and \(days.count - limit) more" : shown
    }

    /// "1 meal", "3 meals".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The week's planned meals in the order `plan show` numbers them: by day, then in
    /// the order they were planned. `plan remove N` counts the same way.
    static func numbered(_ plannedMeals: [PlannedMeal], in week: PlanWeek) -> [PlannedMeal] {
        week.plannedDays(plannedMeals).flatMap(\.meals)
    }
}
