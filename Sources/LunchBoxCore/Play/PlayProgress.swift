import Foundation

/// Everything play keeps for one player. Changed only by `PlayRules`; stored as one
/// value per player, so an event's points, badges and challenges change together.
public struct PlayProgress: Codable, Equatable, Sendable {
    /// Days of activity kept for challenges (this week, last week and the weeks before
    /// the challenge generator reads).
    public static let keptDays = 35
    /// Completed challenge ids kept: enough to cover every challenge of the kept days.
    public static let keptChallenges = 200
    /// Toasts kept for a face that has not shown them yet.
    public static let keptNews = 20

    public var points: Int
    public var totals: [PlayMetric: Int]
    /// Most recent last; at most `keptDays`.
    public var days: [DayActivity]
    public var streak: Streak
    public var mostDaysPlannedInAWeek: Int
    public var badges: [BadgeUnlock]
    public var completedChallenges: [String]
    public var news: [PlayNews]
    public var lastNewsNumber: Int

    public init(
        points: Int = 0, totals: [PlayMetric: Int] = [:], days: [DayActivity] = [], streak: Streak = Streak(), mostDaysPlannedInAWeek: Int = 0,
        badges: [BadgeUnlock] = [], completedChallenges: [String] = [], news: [PlayNews] = [], lastNewsNumber: Int = 0
    ) {
        self.points = max(0, points)
        self.totals = totals
        self.days = days
        self.streak = streak
        self.mostDaysPlannedInAWeek = mostDaysPlannedInAWeek
        self.badges = badges
        self.completedChallenges = completedChallenges
        self.news = news
        self.lastNewsNumber = lastNewsNumber
    }

    public static let empty = PlayProgress()

    public var level: PlayLevel { PlayLevel(points: points) }
    public var longestStreak: Int { streak.longest }

    public func total(_ metric: PlayMetric) -> Int { totals[metric] ?? 0 }

    /// How often `metric` happened on the days in `range`.
    public func count(_ metric: PlayMetric, in range: ClosedRange<CalendarDay>) -> Int {
        days.filter { range.contains($0.day) }.reduce(0) { $0 + $1.count(metric) }
    }

    public func activity(on day: CalendarDay) -> DayActivity {
        days.last { $0.day == day } ?? DayActivity(day: day)
    }

    public func hasBadge(_ badge: Badge) -> Bool { badges.contains { $0.badge == badge } }

    /// Counts `counts` and `ideaPoints` on `day`, dropping days older than `keptDays`.
    mutating func record(_ counts: [PlayMetric: Int], ideaPoints: Int = 0, on day: CalendarDay) {
        var activity = activity(on: day)
        for (metric, count) in counts where count > 0 {
            activity.counts[metric, default: 0] += count
            totals[metric, default: 0] += count
        }
        activity.ideaPoints += ideaPoints
        days.removeAll { $0.day == day || $0.day.days(until: day) >= Self.keptDays }
        days.append(activity)
        days.sort { $0.day < $1.day }
    }

    mutating func addNews(_ text: String) {
        lastNewsNumber += 1
        news.append(PlayNews(number: lastNewsNumber, text: text))
        news = Array(news.suffix(Self.keptNews))
    }

    /// Forgets the news up to and including `number`.
    public mutating func markNewsSeen(upTo number: Int) {
        news.removeAll { $0.number <= number }
    }
}
