import Foundation
import LunchBoxCore

/// The play page's values, as stored properties (TemplateLookupTests checks each is answered).
struct PlayView: Sendable {
    struct Badge: Sendable {
        let title: String
        let emoji: String
        let detail: String
        let rarity: String
        let rarityClass: String
        let unlocked: Bool
        let unlockedOn: String
    }

    struct Challenge: Sendable {
        let title: String
        let period: String
        let goal: Int
        let progress: Int
        let points: Int
        let done: Bool
    }

    struct Row: Sendable {
        let rank: Int
        let name: String
        let points: Int
        let level: Int
        let badges: Int
        let isCurrent: Bool
    }

    struct Option: Sendable {
        let id: String
        let name: String
        let selected: Bool
    }

    struct Rule: Sendable {
        let action: String
        let points: String
    }

    let playerName: String
    let points: Int
    let level: Int
    let pointsIntoLevel: Int
    let pointsPerLevel: Int
    let pointsToNextLevel: Int
    let streak: Int
    let longestStreak: Int
    /// "1 day", "12 days".
    let longestStreakText: String
    let checkedInToday: Bool
    let timeZone: String
    let unlockedCount: Int
    let badgeCount: Int
    let badges: [Badge]
    let challenges: [Challenge]
    let board: [Row]
    let players: [Option]
    let rules: [Rule]
    /// What this visit earned ("+50 points"), if anything.
    let justEarned: String?

    init(summary: PlaySummary, players: [Player], justEarned: PlayChange) {
        playerName = summary.player.name
        points = summary.points
        level = summary.level
        pointsIntoLevel = summary.levelProgress.pointsIntoLevel
        pointsPerLevel = summary.levelProgress.pointsPerLevel
        pointsToNextLevel = summary.levelProgress.pointsToNextLevel
        streak = summary.streak
        longestStreak = summary.longestStreak
        longestStreakText = Streak.days(summary.longestStreak)
        checkedInToday = summary.checkedInToday
        timeZone = summary.timeZone
        unlockedCount = summary.unlockedBadgeCount
        badgeCount = summary.badges.count
        badges = summary.badges.map {
            Badge(
                title: $0.title, emoji: $0.emoji, detail: $0.detail, rarity: $0.rarity.label, rarityClass: $0.rarity.rawValue, unlocked: $0.isUnlocked,
                unlockedOn: $0.unlockedOn?.isoString ?? "")
        }
        challenges = summary.challenges.map {
            Challenge(title: $0.title, period: $0.period == .daily ? "Today" : "This week", goal: $0.goal, progress: $0.progress, points: $0.points, done: $0.isDone)
        }
        board = summary.board.map { Row(rank: $0.rank, name: $0.name, points: $0.points, level: $0.level, badges: $0.badges, isCurrent: $0.isCurrent) }
        self.players = players.map { Option(id: $0.id.uuidString, name: $0.name, selected: $0.id == summary.player.id) }
        rules = Self.rules
        self.justEarned = justEarned.summary
    }

    static let rules: [Rule] =
        [
            Rule(action: "Each idea shown", points: "\(PlayPoints.idea)"),
            Rule(action: "… using \(PlayPoints.richKitchenItemCount)+ kitchen items", points: "+\(PlayPoints.qualityBonus)"),
            Rule(action: "… using something to use soon", points: "+\(PlayPoints.qualityBonus)"),
            Rule(action: "A perfect idea (only kitchen food, fits your diet, uses something to use soon)", points: "\(PlayPoints.perfectIdea)"),
            Rule(action: "Ideas in one day, at most", points: "\(PlayPoints.dailyIdeaCap)"),
            Rule(action: "Daily check-in", points: "\(PlayPoints.checkIn)"),
        ] + PlayPoints.streakBonuses.sorted { $0.key < $1.key }.map { Rule(action: "Streak day \($0.key)", points: "+\($0.value)") } + [
            Rule(action: "A challenge", points: "\(PlayPoints.challengeRange.lowerBound)–\(grouped(PlayPoints.challengeRange.upperBound))"),
            Rule(action: "A new level", points: "every \(grouped(PlayPoints.perLevel))"),
        ]

    /// "2,000": thousands grouped the same way whatever the machine's locale.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
    }
}
