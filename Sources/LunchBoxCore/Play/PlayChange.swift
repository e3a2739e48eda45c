import Foundation

/// What one event earned, so a face can show a toast: points and why, badges unlocked,
/// challenges done and whether the level went up.
public struct PlayChange: Codable, Equatable, Sendable {
    /// Points with the reason for each ("Daily check-in", "3 ideas").
    public struct Award: Codable, Equatable, Sendable {
        public let reason: String
        public let points: Int

        public init(reason: String, points: Int) {
            self.reason = reason
            self.points = max(0, points)
        }
    }

    public var awards: [Award]
    public var badgesUnlocked: [Badge]
    public var challengesCompleted: [Challenge]
    public var levelBefore: Int
    public var levelAfter: Int

    public init(awards: [Award] = [], badgesUnlocked: [Badge] = [], challengesCompleted: [Challenge] = [], levelBefore: Int = 1, levelAfter: Int = 1) {
        self.awards = awards
        self.badgesUnlocked = badgesUnlocked
        self.challengesCompleted = challengesCompleted
        self.levelBefore = levelBefore
        self.levelAfter = levelAfter
    }

    public static let none = PlayChange()

    public var pointsGained: Int { awards.reduce(0) { $0 + $1.points } }
    public var leveledUp: Bool { levelAfter > levelBefore }
    public var isEmpty: Bool { awards.isEmpty && badgesUnlocked.isEmpty && challengesCompleted.isEmpty }

    /// One line for a toast or a CLI: "+60 points · Badge unlocked: 💡 First idea (common)".
    public var summary: String? {
        var parts: [String] = []
        if pointsGained > 0 { parts.append("+\(pointsGained) points") }
        parts += badgesUnlocked.map(\.unlockedText)
        parts += challengesCompleted.map { "Challenge done: \($0.title)" }
        if leveledUp { parts.append("Level \(levelAfter)!") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

extension Badge {
    /// "Badge unlocked: 💡 First idea (common)".
    public var unlockedText: String { "Badge unlocked: \(emoji) \(title) (\(rarity.rawValue))" }
}
