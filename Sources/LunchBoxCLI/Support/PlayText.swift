import LunchBoxCore

/// How `lunchbox play` prints a summary, in the run's language (`cli3` and `play` tables).
/// English keeps the core's own badge, challenge and news words, which the command has
/// always printed; other languages have the web's (`play.badge…`, `play.challenge…`).
enum PlayText {
    static func lines(for summary: PlaySummary, change: PlayChange, words: Wording) -> [String] {
        let progress = summary.levelProgress.pointsToNextLevel
        var lines = [words.counting("cli3.play.standing", summary.points, summary.player.name, summary.level, progress)]
        if let earned = earned(change, words) { lines.append(words("cli3.play.justNow", earned)) }
        lines.append(words("cli3.play.streak", streak(summary.streak, words), streak(summary.longestStreak, words), summary.timeZone))
        lines.append("")
        lines.append(words("cli3.play.challenges"))
        lines += summary.challenges.map { challenge in
            let title = challengeTitle(challenge, words)
            return words.counting("cli3.play.challenge", challenge.points, challenge.isDone ? "x" : " ", title, challenge.progress, challenge.goal)
        }
        lines.append("")
        lines.append(words("cli3.play.badges", summary.unlockedBadgeCount, summary.badges.count))
        lines += summary.badges.map { badge in
            let state = badge.unlockedOn.map { words("cli3.play.unlocked", $0.isoString) } ?? words("cli3.play.locked", badgeDetail(badge, words))
            let rarity = words("play.earned.rarity.\(badge.rarity.rawValue)")
            return words("cli3.play.badge", badge.isUnlocked ? badge.emoji : "🔒", badgeTitle(badge, words), rarity, state)
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

    private static func badgeTitle(_ badge: PlaySummary.BadgeStatus, _ words: Wording) -> String {
        words.language == .english ? badge.title : words("play.badge.\(badge.id).title")
    }

    private static func badgeDetail(_ badge: PlaySummary.BadgeStatus, _ words: Wording) -> String {
        words.language == .english ? badge.detail : words("play.badge.\(badge.id).detail", Badge.plannedWeekDays)
    }

    /// The challenge's title; its metric ends its id ("weekly-2026-11-23-shares").
    private static func challengeTitle(_ challenge: PlaySummary.ChallengeStatus, _ words: Wording) -> String {
        let parts = challenge.id.split(separator: "-")
        guard words.language != .english, parts.count > 4, let metric = PlayMetric(rawValue: parts.dropFirst(4).joined(separator: "-")) else {
            return challenge.title
        }
        return title(metric, goal: challenge.goal, period: challenge.period, words)
    }

    private static func title(_ metric: PlayMetric, goal: Int, period: Challenge.Period, _ words: Wording) -> String {
        words(words.pluralKey("play.challenge.\(metric.rawValue)", goal), words("play.when.\(period.rawValue)"), goal)
    }

    /// What the visit earned: "+60 points · Badge unlocked: 💡 First idea (common)".
    private static func earned(_ change: PlayChange, _ words: Wording) -> String? {
        guard words.language != .english else { return change.summary }
        var parts: [String] = []
        if change.pointsGained > 0 { parts.append(words.counting("play.earned.points", change.pointsGained)) }
        parts += change.badgesUnlocked.map { badge in
            words("play.earned.badge", badge.emoji, words("play.badge.\(badge.rawValue).title"), words("play.earned.rarity.\(badge.rarity.rawValue)"))
        }
        parts += change.challengesCompleted.map { words("play.earned.challenge", title($0.metric, goal: $0.goal, period: $0.period, words)) }
        if change.leveledUp { parts.append(words("play.earned.level", change.levelAfter)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
