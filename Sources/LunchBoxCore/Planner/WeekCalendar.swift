import Foundation

/// Turns moments into planner days and weeks in the user's time zone.
///
/// "Today" is the only place a `Date` becomes a day: the clock gives the moment, the
/// calendar's time zone says which day it is there. Days are counted in the Gregorian
/// calendar whatever calendar the user prefers, because `CalendarDay` is a Gregorian
/// year, month and day; only the time zone is taken from `calendar`.
public struct WeekCalendar: Sendable {
    public let timeZone: TimeZone
    public var weekStart: Weekday

    private let gregorian: Calendar

    public init(calendar: Calendar, weekStart: Weekday = .monday) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        self.gregorian = gregorian
        self.timeZone = calendar.timeZone
        self.weekStart = weekStart
    }

    /// The day `date` falls on in this time zone (MP Property 12).
    public func day(of date: Date) -> CalendarDay {
        CalendarDay(date, in: gregorian)
    }

    public func today(clock: any AppClock) -> CalendarDay {
        day(of: clock.now())
    }

    /// Today and the six days after: the days an idea may be planned on from its page.
    public func upcomingDays(clock: any AppClock) -> [CalendarDay] {
        let today = today(clock: clock)
        return (0..<7).map { today.adding(days: $0) }
    }

    public func week(containing day: CalendarDay) -> PlanWeek {
        PlanWeek(containing: day, weekStart: weekStart)
    }

    public func currentWeek(clock: any AppClock) -> PlanWeek {
        week(containing: today(clock: clock))
    }
}
