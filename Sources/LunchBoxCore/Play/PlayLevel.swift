import Foundation

/// A level and how far into it a player is: a new level every `PlayPoints.perLevel`.
public struct PlayLevel: Codable, Equatable, Sendable {
    /// 1 for 0-999 points.
    public let level: Int
    public let pointsIntoLevel: Int
    public let pointsPerLevel: Int

    public init(points: Int) {
        let points = max(0, points)
        level = points / PlayPoints.perLevel + 1
        pointsIntoLevel = points % PlayPoints.perLevel
        pointsPerLevel = PlayPoints.perLevel
    }

    /// 0...100, for a progress bar.
    public var percent: Int { pointsIntoLevel * 100 / pointsPerLevel }
    public var pointsToNextLevel: Int { pointsPerLevel - pointsIntoLevel }
}
