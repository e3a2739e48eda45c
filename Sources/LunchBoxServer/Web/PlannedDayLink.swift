import LunchBoxCore

/// A planned day named in full ("Monday, Nov 23, 2026"), linking to its week.
struct PlannedDayLink: Sendable {
    let day: CalendarDay
    var iso: String { day.isoString }

    init(day: CalendarDay) {
        self.day = day
    }

    func title(_ words: Wording) -> String {
        PlanWeekPage.dayTitle(day, words, startingSentence: true)
    }
}
