import Foundation

/// A daily or weekly goal ("Use 2 items before their date this week") with its reward.
public struct Challenge: Codable, Equatable, Identifiable, Sendable {
    public enum Period: String, Codable, Sendable {
        case daily, weekly
    }

    /// Unique per player and period: "weekly-2026-11-23-shares".
    public let id: String
    public let period: Period
    public let metric: PlayMetric
    public let goal: Int
    /// Within `PlayPoints.challengeRange`.
    public let points: Int
    public let title: String
    /// The days it counts.
    public let days: ClosedRange<CalendarDay>

    public init(period: Period, metric: PlayMetric, goal: Int, points: Int, title: String, days: ClosedRange<CalendarDay>) {
        self.id = "\(period.rawValue)-\(days.lowerBound.isoString)-\(metric.rawValue)"
        self.period = period
        self.metric = metric
        self.goal = max(1, goal)
        self.points = min(max(points, PlayPoints.challengeRange.lowerBound), PlayPoints.challengeRange.upperBound)
        self.title = title
        self.days = days
    }

    /// How far `progress` is, never past the goal.
    public func progress(in progress: PlayProgress) -> Int {
        min(goal, max(0, progress.count(metric, in: days)))
    }

    public func isDone(in progress: PlayProgress) -> Bool {
        self.progress(in: progress) >= goal
    }
}
