import LunchBoxCore

/// How `lunchbox play` prints a summary, in the run's language (`cli3` table), with play's
/// own words from the core (`PlayWording.swift`), which the web page and its toasts share.
enum PlayText {
    static func lines(for summary: PlaySummary, change: PlayChange, words: Wording) -> [String] {
        let progress = summary.levelProgress.pointsToNextLevel
        var lines = [words.counting("cli3.play.standing", summary.points, summary.player.name, summary.level, progress)]
        if let earned = change.summary(words) { lines.append(words("cli3.play.justNow", earned)) }
        lines.append(words("cli3.play.streak", streak(summary.streak, words), streak(summary.longestStreak, words), summary.timeZone))
        lines.append("")
        lines.append(words("cli3.play.challenges"))
        lines += summary.challenges.map { challenge in
            words.counting("cli3.play.challenge", challenge.points, challenge.isDone ? "x" : " ", challenge.title(words), challenge.progress, challenge.goal)
        }
        lines.append("")
        lines.append(words("cli3.play.badges", summary.unlockedBadgeCount, summary.badges.count))
        lines += summary.badges.map { badge in
            let state = badge.unlockedOn.map { words("cli3.play.unlocked", $0.isoString) } ?? words("cli3.play.locked", badge.detail(words))
            return words("cli3.play.badge", badge.isUnlocked ? badge.emoji : "🔒", badge.title(words), badge.rarity.lowercased(words), state)
        }
        lines.append("")
        lines.append(words("cli3.play.board"))
        return lines + board(summary.board, words: words)
    }

    static func board(_ entries: [HouseholdBoard.Entry], words: Wording) -> [String] {
        entries.map { entry in
            let badges = words.counting("cli3.play.badgeCount", entry.badges)
            return words.counting("cli3.play.boardEntry", entry.points, entry.isCurrent ? "*" : " ", entry.rank, entry.name, entry.level, badges)
        }
    }

    /// "1 day", "12 days".
    private static func streak(_ days: Int, _ words: Wording) -> String {
        words.counting("cli3.play.days", days)
    }
}
