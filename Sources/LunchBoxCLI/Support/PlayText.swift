import LunchBoxCore

/// How `lunchbox play` prints a summary.
enum PlayText {
    static func lines(for summary: PlaySummary, change: PlayChange) -> [String] {
        var lines = ["\(summary.player.name): \(summary.points) points, level \(summary.level) (\(summary.levelProgress.pointsToNextLevel) to the next)"]
        if let earned = change.summary { lines.append("Just now: \(earned)") }
        lines.append("Streak: \(Streak.days(summary.streak)) (longest \(Streak.days(summary.longestStreak))); days count in \(summary.timeZone).")
        lines.append("")
        lines.append("Challenges:")
        lines += summary.challenges.map { "  [\($0.isDone ? "x" : " ")] \($0.title): \($0.progress)/\($0.goal) (+\($0.points) points)" }
        lines.append("")
        lines.append("Badges (\(summary.unlockedBadgeCount) of \(summary.badges.count)):")
        lines += summary.badges.map { badge in
            let state = badge.unlockedOn.map { "unlocked \($0.isoString)" } ?? "locked: \(badge.detail)"
            return "  \(badge.isUnlocked ? badge.emoji : "🔒") \(badge.title) (\(badge.rarity.rawValue)), \(state)"
        }
        lines.append("")
        lines.append("Household board:")
        return lines + board(summary.board)
    }

    static func board(_ entries: [HouseholdBoard.Entry]) -> [String] {
        entries.map { "  \($0.isCurrent ? "*" : " ") \($0.rank). \($0.name): \($0.points) points, level \($0.level), \($0.badges) badges" }
    }
}
