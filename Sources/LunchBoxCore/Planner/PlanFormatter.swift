import Foundation

/// Plain-text lines for meals and planned days, shared by the CLI and the screens'
/// accessibility labels.
///
/// Day and month names follow `locale`. A `CalendarDay` has no time zone, so dates are
/// formatted at noon UTC in the Gregorian calendar: the printed date is the stored day
/// whatever zone the machine is in.
public struct PlanFormatter: Sendable {
    public let locale: Locale
    private let utcGregorian: Calendar
    private let dates: DayDateFormatter
    /// Asked of the calendar once: each call builds the names afresh.
    private let weekdaySymbols: [String]

    public init(locale: Locale) {
        self.locale = locale
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        calendar.locale = locale
        utcGregorian = calendar
        weekdaySymbols = calendar.weekdaySymbols
        dates = DayDateFormatter(locale: locale, calendar: calendar)
    }

    /// "Chicken wrap — protein: chicken · carb: tortilla · with: lettuce, mayonnaise".
    /// Contains the description, protein, carb and every component (MP Property 4).
    public func text(for meal: Meal) -> String {
        var parts: [String] = []
        if !meal.primaryProtein.isEmpty { parts.append("protein: \(meal.primaryProtein)") }
        if !meal.primaryCarb.isEmpty { parts.append("carb: \(meal.primaryCarb)") }
        if !meal.otherComponents.isEmpty { parts.append("with: \(meal.otherComponents.joined(separator: ", "))") }
        return parts.isEmpty ? meal.description : "\(meal.description) — \(parts.joined(separator: " · "))"
    }

    /// The day's name in the locale's language ("Monday").
    public func dayName(_ day: CalendarDay) -> String {
        // weekdaySymbols starts on Sunday; ISO weekday 7 (Sunday) maps to index 0.
        weekdaySymbols[day.isoWeekday % 7]
    }

    /// The date in the locale's medium style without the weekday ("Mar 23, 2026").
    public func dateText(_ day: CalendarDay) -> String {
        dates.string(from: noon(of: day))
    }

    /// "Monday, Mar 23, 2026"
    public func title(for day: CalendarDay) -> String {
        "\(dayName(day)), \(dateText(day))"
    }

    /// The day's title, then one line per planned meal, or "No meals planned".
    /// Contains the day name, the date and every meal's text (MP Property 7).
    public func text(for day: CalendarDay, meals: [Meal]) -> String {
        let lines = meals.isEmpty ? ["  No meals planned"] : meals.map { "  • \(text(for: $0))" }
        return ([title(for: day)] + lines).joined(separator: "\n")
    }

    public func text(for plannedDay: PlannedDay) -> String {
        text(for: plannedDay.day, meals: plannedDay.meals.map(\.meal))
    }

    private func noon(of day: CalendarDay) -> Date {
        utcGregorian.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)) ?? Date(timeIntervalSince1970: 0)
    }
}
