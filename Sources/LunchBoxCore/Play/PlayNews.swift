import Foundation

/// What a toast says ("Badge unlocked: 💡 First idea (common)"), kept until a face has
/// shown it. It keeps what happened, not words, so each reader gets it in their language
/// (`text(_:)`); news kept before it did is its English text, shown as it was.
public struct PlayNews: Equatable, Sendable {
    /// What was earned.
    public enum Event: Equatable, Sendable {
        case badgeUnlocked(Badge)
        case challengeDone(metric: PlayMetric, goal: Int, period: Challenge.Period, points: Int)
        case levelReached(Int)
        /// News stored as English words, by a LunchBox before news kept what happened.
        case text(String)
    }

    /// Increasing per player, so a face can mark what it showed as seen.
    public let number: Int
    public let event: Event

    public init(number: Int, event: Event) {
        self.number = number
        self.event = event
    }

    /// The toast in the reader's language: "Abzeichen freigeschaltet: 💡 Erste Idee (häufig)".
    public func text(_ words: Wording) -> String {
        switch event {
        case .badgeUnlocked(let badge): badge.unlocked(words)
        case .challengeDone(let metric, let goal, let period, let points):
            words.counting("play2.news.challenge", points, Challenge.title(metric, goal: goal, period: period, words))
        case .levelReached(let level): words("play2.news.level", level)
        case .text(let text): text
        }
    }
}
