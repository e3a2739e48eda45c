import Foundation

/// What one event earned, so a face can show a toast: points and why, badges unlocked,
/// challenges done and whether the level went up.
public struct PlayChange: Codable, Equatable, Sendable {
    /// Points with the reason for each, in English for the JSON API ("Daily check-in", "3
    /// ideas"); faces show `summary(_:)`.
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
}
