import Foundation
import LunchBoxCore

/// Today, its week, and the day weeks begin on, in the user's time zone.
public struct PlanCalendarNow: Equatable, Sendable {
    public let today: CalendarDay
    public let weekStart: Weekday

    public init(today: CalendarDay, weekStart: Weekday) {
        self.today = today
        self.weekStart = weekStart
    }

    public var currentWeek: PlanWeek { week(containing: today) }

    /// The week holding `day`, with the same week start.
    public func week(containing day: CalendarDay) -> PlanWeek {
        PlanWeek(containing: day, weekStart: weekStart)
    }
}

/// A week's plan as an iCalendar file.
public struct CalendarFile: Equatable, Sendable {
    public let text: String
    public let eventCount: Int
    /// "lunchbox-2026-11-23.ics": the week's first day, so each week downloads to its own file.
    public let filename: String

    public init(text: String, eventCount: Int, filename: String) {
        self.text = text
        self.eventCount = eventCount
        self.filename = filename
    }
}
