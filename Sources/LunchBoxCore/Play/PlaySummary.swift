import Foundation

/// Where a player stands, as every face shows it: points, level, streak, badges,
/// challenges and the household board. `level` is what unlocks by level read.
public struct PlaySummary: Codable, Equatable, Sendable {
    /// A badge, locked or unlocked.
    public struct BadgeStatus: Codable, Equatable, Sendable {
        public let id: String
        public let title: String
        public let emoji: String
        public let detail: String
        public let rarity: BadgeRarity
        /// Nil while locked.
        public let unlockedOn: CalendarDay?

        public var isUnlocked: Bool { unlockedOn != nil }
    }

    /// A challenge with how far the player is.
    public struct ChallengeStatus: Codable, Equatable, Sendable {
        public let id: String
        public let title: String
        public let period: Challenge.Period
        public let goal: Int
        /// Never more than `goal`.
        public let progress: Int
        public let points: Int

        public var isDone: Bool { progress >= goal }
        /// 0...100, for a progress bar.
        public var percent: Int { progress * 100 / max(1, goal) }
    }

    public let player: HouseholdMember
    public let points: Int
    public let level: Int
    public let levelProgress: PlayLevel
    /// Days in a row, as of today (0 after a missed day).
    public let streak: Int
    public let longestStreak: Int
    public let checkedInToday: Bool
    public let today: CalendarDay
    /// The time zone days are counted in (an identifier such as "Europe/Stockholm").
    public let timeZone: String
    public let badges: [BadgeStatus]
    public let challenges: [ChallengeStatus]
    public let board: [HouseholdBoard.Entry]

    public init(
        player: HouseholdMember, progress: PlayProgress, today: CalendarDay, week: ClosedRange<CalendarDay>, timeZone: String, board: [HouseholdBoard.Entry]
    ) {
        self.player = player
        points = progress.points
        levelProgress = progress.level
        level = progress.level.level
        streak = progress.streak.current(on: today)
        longestStreak = progress.longestStreak
        checkedInToday = progress.streak.hasCheckedIn(on: today)
        self.today = today
        self.timeZone = timeZone
        badges = Badge.allCases.map { badge in
            BadgeStatus(
                id: badge.rawValue, title: badge.title, emoji: badge.emoji, detail: badge.detail, rarity: badge.rarity,
                unlockedOn: progress.badges.first { $0.badge == badge }?.day)
        }
        challenges = PlayRules(playerSeed: player.id.uuidString).challenges(on: today, week: week, progress: progress).map {
            ChallengeStatus(id: $0.id, title: $0.title, period: $0.period, goal: $0.goal, progress: $0.progress(in: progress), points: $0.points)
        }
        self.board = board
    }

    public var unlockedBadgeCount: Int { badges.filter(\.isUnlocked).count }
}
