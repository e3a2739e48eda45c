import Foundation

/// Seven consecutive calendar days, starting on `start`.
///
/// Built from `CalendarDay`s, so moving a week by 7 days is plain day arithmetic: no
/// time, no time zone, nothing for a daylight-saving change to shift.
public struct PlanWeek: Hashable, Codable, Sendable {
    public static let length = 7

    public let start: CalendarDay

    /// A week beginning on any day (the seed's "week starting from a date").
    public init(start: CalendarDay) {
        self.start = start
    }

    /// The week that contains `day`, when weeks begin on `weekStart`.
    public init(containing day: CalendarDay, weekStart: Weekday = .monday) {
        let daysSinceStart = (day.isoWeekday - weekStart.rawValue + Self.length) % Self.length
        self.start = day.adding(days: -daysSinceStart)
    }

    /// The 7 days in order (MP Property 6).
    public var days: [CalendarDay] {
        (0..<Self.length).map { start.adding(days: $0) }
    }

    public var end: CalendarDay { start.adding(days: Self.length - 1) }

    /// First through last day, for range queries.
    public var range: ClosedRange<CalendarDay> { start...end }

    public func contains(_ day: CalendarDay) -> Bool {
        range.contains(day)
    }

    /// The week `weeks` weeks later (earlier when negative): exactly 7 days per week.
    public func offset(by weeks: Int) -> PlanWeek {
        PlanWeek(start: start.adding(days: weeks * Self.length))
    }

    public var next: PlanWeek { offset(by: 1) }
    public var previous: PlanWeek { offset(by: -1) }

    /// The 7 days with the planned meals that fall on each, in the order given; meals
    /// outside the week are ignored.
    public func plannedDays(_ plannedMeals: [PlannedMeal]) -> [PlannedDay] {
        let byDay = Dictionary(grouping: plannedMeals.filter { contains($0.day) }, by: \.day)
        return days.map { PlannedDay(day: $0, meals: byDay[$0] ?? []) }
    }
}
