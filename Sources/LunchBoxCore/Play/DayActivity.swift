import Foundation

/// What one player did on one day: the counters challenges read, and the idea points
/// already earned that day (for the daily cap).
public struct DayActivity: Codable, Equatable, Sendable {
    public let day: CalendarDay
    public var counts: [PlayMetric: Int]
    public var ideaPoints: Int

    public init(day: CalendarDay, counts: [PlayMetric: Int] = [:], ideaPoints: Int = 0) {
        self.day = day
        self.counts = counts
        self.ideaPoints = ideaPoints
    }

    public func count(_ metric: PlayMetric) -> Int { counts[metric] ?? 0 }
}
