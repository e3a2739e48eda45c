import LunchBoxCore

/// A planned day named in full ("Monday, Nov 23, 2026"), linking to its week.
struct PlannedDayLink: Sendable {
    let iso: String
    let title: String

    init(day: CalendarDay, formatter: PlanFormatter) {
        iso = day.isoString
        title = formatter.title(for: day)
    }
}
