import Foundation

/// A news item is stored as what happened (`kind` and its arguments) with its English
/// `text` beside it: a LunchBox that reads only `text` (one from before news kept what
/// happened, or another app reading the household document) still shows the toast, and
/// news stored with only `text` is read as `.text`.
extension PlayNews: Codable {
    private enum CodingKeys: String, CodingKey {
        case number, kind, badge, metric, goal, period, points, level, text
    }

    private enum Kind: String, Codable {
        case badgeUnlocked, challengeDone, levelReached
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let number = try container.decode(Int.self, forKey: .number)
        switch try container.decodeIfPresent(Kind.self, forKey: .kind) {
        case .badgeUnlocked:
            self.init(number: number, event: .badgeUnlocked(try container.decode(Badge.self, forKey: .badge)))
        case .challengeDone:
            let event = Event.challengeDone(
                metric: try container.decode(PlayMetric.self, forKey: .metric), goal: try container.decode(Int.self, forKey: .goal),
                period: try container.decode(Challenge.Period.self, forKey: .period), points: try container.decode(Int.self, forKey: .points))
            self.init(number: number, event: event)
        case .levelReached:
            self.init(number: number, event: .levelReached(try container.decode(Int.self, forKey: .level)))
        case nil:
            self.init(number: number, event: .text(try container.decode(String.self, forKey: .text)))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        switch event {
        case .badgeUnlocked(let badge):
            try container.encode(Kind.badgeUnlocked, forKey: .kind)
            try container.encode(badge, forKey: .badge)
        case .challengeDone(let metric, let goal, let period, let points):
            try container.encode(Kind.challengeDone, forKey: .kind)
            try container.encode(metric, forKey: .metric)
            try container.encode(goal, forKey: .goal)
            try container.encode(period, forKey: .period)
            try container.encode(points, forKey: .points)
        case .levelReached(let level):
            try container.encode(Kind.levelReached, forKey: .kind)
            try container.encode(level, forKey: .level)
        case .text:
            break
        }
        try container.encode(englishText, forKey: .text)
    }

    /// The English words a LunchBox stored before news kept what happened, for readers
    /// that show only `text`: the core's English names, as `PlayRules` wrote them.
    var englishText: String {
        switch event {
        case .badgeUnlocked(let badge): "Badge unlocked: \(badge.emoji) \(badge.title) (\(badge.rarity.rawValue))"
        case .challengeDone(let metric, let goal, let period, let points):
            "Challenge done: \(ChallengeTemplate.title(metric, goal: goal, period: period)) (+\(points) points)"
        case .levelReached(let level): "Level \(level)! 🎉"
        case .text(let text): text
        }
    }
}
