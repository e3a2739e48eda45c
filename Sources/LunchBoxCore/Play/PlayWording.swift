import Foundation

// Play's words in the reader's language (the `play` and `play2` tables): badges,
// challenges and what an action earned. Every face words play here, so the web page,
// `lunchbox play` and the toasts say the same. The English names the core keeps
// (`Badge.title`, `Challenge.title`) are the JSON API's.

extension Badge {
    /// "First idea", "Erste Idee".
    public func title(_ words: Wording) -> String {
        words("play.badge.\(rawValue).title")
    }

    /// How to earn it; a planned week's takes the days it needs.
    public func detail(_ words: Wording) -> String {
        words("play.badge.\(rawValue).detail", Self.plannedWeekDays)
    }

    /// "Badge unlocked: 💡 First idea (common)".
    public func unlocked(_ words: Wording) -> String {
        words("play.earned.badge", emoji, title(words), rarity.lowercased(words))
    }
}

extension BadgeRarity {
    /// On a badge's tag: "Common".
    public func label(_ words: Wording) -> String {
        words("play.rarity.\(rawValue)")
    }

    /// In the parentheses after a badge: "common".
    public func lowercased(_ words: Wording) -> String {
        words("play.earned.rarity.\(rawValue)")
    }
}

extension Challenge {
    /// "Get 5 ideas today", "Plan a meal this week". The period comes first and the goal
    /// last, so a `.one` form may leave the goal out ("Plan a meal %1$@"): a format that
    /// skips a positional argument before one it uses cannot be read.
    public static func title(_ metric: PlayMetric, goal: Int, period: Period, _ words: Wording) -> String {
        words(words.pluralKey("play.challenge.\(metric.rawValue)", goal), words("play.when.\(period.rawValue)"), goal)
    }

    public func title(_ words: Wording) -> String {
        Self.title(metric, goal: goal, period: period, words)
    }
}

extension PlaySummary.BadgeStatus {
    /// The badge's name in the reader's language; an unknown badge keeps its English one.
    public func title(_ words: Wording) -> String {
        Badge(rawValue: id)?.title(words) ?? title
    }

    public func detail(_ words: Wording) -> String {
        Badge(rawValue: id)?.detail(words) ?? detail
    }
}

extension PlaySummary.ChallengeStatus {
    /// What the challenge counts: its id ends in it ("weekly-2026-11-23-shares").
    public var metric: PlayMetric? {
        let parts = id.split(separator: "-")
        return parts.count > 4 ? PlayMetric(rawValue: parts.dropFirst(4).joined(separator: "-")) : nil
    }

    /// The challenge in the reader's language; one whose metric is unknown keeps its English title.
    public func title(_ words: Wording) -> String {
        metric.map { Challenge.title($0, goal: goal, period: period, words) } ?? title
    }
}

extension PlayChange {
    /// One line for a toast or the command line: "+60 points · Badge unlocked: 💡 First idea
    /// (common) · Level 2!"; nil when nothing was earned.
    public func summary(_ words: Wording) -> String? {
        var parts: [String] = []
        if pointsGained > 0 { parts.append(words.counting("play.earned.points", pointsGained)) }
        parts += badgesUnlocked.map { $0.unlocked(words) }
        parts += challengesCompleted.map { words("play.earned.challenge", $0.title(words)) }
        if leveledUp { parts.append(words("play.earned.level", levelAfter)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
