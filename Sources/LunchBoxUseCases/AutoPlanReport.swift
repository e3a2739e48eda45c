import Foundation
import LunchBoxCore

/// An auto-planned week as JSON: the token, the days and the summary sentence.
public struct AutoPlanReport: Encodable, Equatable, Sendable {
    public struct Day: Encodable, Equatable, Sendable {
        public let day: CalendarDay
        public let assignmentID: UUID
        public let mealID: UUID
        public let meal: String
        public let source: WeekAutoPlanner.Source
        public let usesFromKitchen: [String]

        private enum CodingKeys: String, CodingKey {
            case day, assignmentID = "assignmentId", mealID = "mealId", meal, source, usesFromKitchen
        }

        public init(_ day: AutoPlannedWeek.Day) {
            self.day = day.planned.assignment.day
            assignmentID = day.planned.assignment.id
            mealID = day.planned.meal.id
            meal = day.planned.meal.description
            source = day.source
            usesFromKitchen = day.usesFromKitchen
        }
    }

    public let id: UUID
    public let weekStart: CalendarDay
    public let days: [Day]
    public let leftEmpty: [CalendarDay]
    public let summary: String

    public init(_ week: AutoPlannedWeek) {
        id = week.id
        weekStart = week.week.start
        days = week.days.map(Day.init)
        leftEmpty = week.leftEmpty
        summary = week.summary
    }

    private init(id: UUID, weekStart: CalendarDay, days: [Day], leftEmpty: [CalendarDay], summary: String) {
        self.id = id
        self.weekStart = weekStart
        self.days = days
        self.leftEmpty = leftEmpty
        self.summary = summary
    }

    /// The same plan with `day`'s meal swapped.
    public func replacing(_ day: Day) -> AutoPlanReport {
        AutoPlanReport(id: id, weekStart: weekStart, days: days.map { $0.day == day.day ? day : $0 }, leftEmpty: leftEmpty, summary: summary)
    }
}
