import Foundation
import LunchBoxCore

/// Play's badges, challenges and news in the reader's language (`play` table). The core
/// keeps its English words for the CLI and the toasts; these are the page's.
enum PlayWords {
    static func badgeTitle(_ id: String, _ words: Wording) -> String {
        words("play.badge.\(id).title")
    }

    /// How to earn it; a planned week's takes the days it needs.
    static func badgeDetail(_ id: String, _ words: Wording) -> String {
        words("play.badge.\(id).detail", Badge.plannedWeekDays)
    }

    static func rarity(_ rarity: BadgeRarity, _ words: Wording) -> String {
        words("play.rarity.\(rarity.rawValue)")
    }

    /// "Get 5 ideas today", "Plan a meal this week". The period comes first and the goal
    /// last, so a `.one` form may leave the goal out ("Plan a meal %1$@"): a format that
    /// skips a positional argument before one it uses cannot be read.
    static func challengeTitle(_ metric: PlayMetric, goal: Int, period: Challenge.Period, _ words: Wording) -> String {
        words(words.pluralKey("play.challenge.\(metric.rawValue)", goal), words("play.when.\(period.rawValue)"), goal)
    }

    /// A challenge's metric from its id ("weekly-2026-11-23-shares"), which ends in it.
    static func metric(ofChallenge id: String) -> PlayMetric? {
        let parts = id.split(separator: "-")
        return parts.count > 4 ? PlayMetric(rawValue: parts.dropFirst(4).joined(separator: "-")) : nil
    }

    /// `PlayChange.summary` in the reader's language: "+60 points · Badge unlocked: 💡
    /// First idea (common)"; nil when nothing was earned.
    static func earned(_ change: PlayChange, _ words: Wording) -> String? {
        var parts: [String] = []
        if change.pointsGained > 0 { parts.append(words.counting("play.earned.points", change.pointsGained)) }
        parts += change.badgesUnlocked.map { badge in
            words("play.earned.badge", badge.emoji, badgeTitle(badge.rawValue, words), words("play.earned.rarity.\(badge.rarity.rawValue)"))
        }
        parts += change.challengesCompleted.map { words("play.earned.challenge", challengeTitle($0.metric, goal: $0.goal, period: $0.period, words)) }
        if change.leveledUp { parts.append(words("play.earned.level", change.levelAfter)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "2,000", "2.000", "2 000": a number as the reader's language groups it.
    static func number(_ value: Int, _ words: Wording) -> String {
        value.formatted(.number.locale(words.locale))
    }
}
