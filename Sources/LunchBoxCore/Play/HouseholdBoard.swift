import Foundation

/// The local leaderboard: the household's players by points (ties by name), nothing
/// sent anywhere.
public enum HouseholdBoard {
    public struct Entry: Codable, Equatable, Sendable {
        /// 1 for the most points; players with the same points share a rank.
        public let rank: Int
        public let playerID: UUID
        public let name: String
        public let points: Int
        public let level: Int
        public let badges: Int
        public let isCurrent: Bool
    }

    public static func rank(_ players: [(player: HouseholdMember, progress: PlayProgress)], current: UUID) -> [Entry] {
        let sorted = players.sorted {
            $0.progress.points != $1.progress.points
                ? $0.progress.points > $1.progress.points
                : $0.player.name.localizedCaseInsensitiveCompare($1.player.name) == .orderedAscending
        }
        var entries: [Entry] = []
        for (index, row) in sorted.enumerated() {
            let rank = entries.last.map { $0.points == row.progress.points ? $0.rank : index + 1 } ?? 1
            entries.append(
                Entry(
                    rank: rank, playerID: row.player.id, name: row.player.name, points: row.progress.points, level: row.progress.level.level,
                    badges: row.progress.badges.count, isCurrent: row.player.id == current))
        }
        return entries
    }
}
