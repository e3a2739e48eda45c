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

    /// More points, and more of any count, than a household earns in a lifetime: the
    /// bound that keeps every sum play makes in range.
    public static let maximumCount = 1_000_000_000

    /// Every number between 0 and `maximumCount`, every list within what is kept: what a
    /// store accepts (a progress of 2^63 points once stopped every later /play visit).
    public var isWithinBounds: Bool {
        let range = 0...Self.maximumCount
        return range.contains(points) && totals.values.allSatisfy(range.contains) && (0...7).contains(mostDaysPlannedInAWeek)
            && range.contains(lastNewsNumber) && range.contains(streak.length) && range.contains(streak.longest) && days.count <= Self.keptDays
            && days.allSatisfy { range.contains($0.ideaPoints) && $0.counts.values.allSatisfy(range.contains) }
            && completedChallenges.count <= Self.keptChallenges && news.count <= Self.keptNews
    }

    /// `points` plus `more`, never past `maximumCount` and never trapping, whatever a
    /// stored progress holds.
    mutating func addPoints(_ more: Int) {
        points = Self.sum(points, more)
    }

    /// `a + b` kept within 0...`maximumCount`; never traps.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? maximumCount : 0) : min(max(0, sum), maximumCount)
    }

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
            activity.counts[metric] = Self.sum(activity.counts[metric, default: 0], count)
            totals[metric] = Self.sum(totals[metric, default: 0], count)
        }
        activity.ideaPoints = Self.sum(activity.ideaPoints, ideaPoints)
        days.removeAll { $0.day == day || $0.day.days(until: day) >= Self.keptDays }
        days.append(activity)
        days.sort { $0.day < $1.day }
    }

    mutating func addNews(_ event: PlayNews.Event) {
        lastNewsNumber = Self.sum(lastNewsNumber, 1)
        news.append(PlayNews(number: lastNewsNumber, event: event))
        news = Array(news.suffix(Self.keptNews))
    }

    /// Forgets the news up to and including `number`.
    public mutating func markNewsSeen(upTo number: Int) {
        news.removeAll { $0.number <= number }
    }
}
