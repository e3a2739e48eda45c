import Foundation

/// Days in a row with a check-in, counted in calendar days of the user's time zone (the
/// caller turns "now" into a `CalendarDay`), so midnight and daylight-saving changes
/// never break or double a day.
public struct Streak: Codable, Equatable, Sendable {
    /// The run ending on `lastDay`.
    public private(set) var length: Int
    public private(set) var lastDay: CalendarDay?
    public private(set) var longest: Int

    public init(length: Int = 0, lastDay: CalendarDay? = nil, longest: Int = 0) {
        self.length = max(0, length)
        self.lastDay = lastDay
        self.longest = max(longest, self.length)
    }

    /// Checks in on `day`: the day after the last one continues the run, the same day
    /// changes nothing (returns false), any later day starts a new run of 1. A day before
    /// the last one (a clock set back) changes nothing either.
    @discardableResult
    public mutating func checkIn(on day: CalendarDay) -> Bool {
        if let lastDay, day <= lastDay { return false }
        if let lastDay, lastDay.adding(days: 1) == day {
            length = PlayProgress.sum(length, 1)
        } else {
            length = 1
        }
        lastDay = day
        longest = max(longest, length)
        return true
    }

    /// The run as seen on `today`: still alive when the last check-in was today or
    /// yesterday (today's check-in may come later), 0 after a missed day.
    public func current(on today: CalendarDay) -> Int {
        guard let lastDay, lastDay == today || lastDay.adding(days: 1) == today else { return 0 }
        return length
    }

    public func hasCheckedIn(on day: CalendarDay) -> Bool { lastDay == day }

    /// "1 day", "12 days": how every face words a streak's length.
    public static func days(_ count: Int) -> String { count == 1 ? "1 day" : "\(count) days" }
}
