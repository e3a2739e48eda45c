import Foundation
import GRDB
import LunchBoxCore

/// A row of `player`: the player and their progress as JSON.
struct PlayerRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player"

    var id: String
    var name: String
    var nameKey: String
    var createdAtMilliseconds: Int64
    var progress: String

    init(player: Player, progress: PlayProgress) throws {
        id = player.id.uuidString
        name = player.name
        nameKey = Self.key(player.name)
        createdAtMilliseconds = player.createdAt.storedMilliseconds
        self.progress = String(decoding: try JSONEncoder().encode(progress), as: UTF8.self)
    }

    static func key(_ name: String) -> String { name.lowercased() }

    func player() throws -> Player {
        guard let uuid = UUID(uuidString: id) else { throw StorageError.corruptValue(table: "player", reason: "an id is not a UUID") }
        return Player(id: uuid, name: name, createdAt: Date(storedMilliseconds: createdAtMilliseconds))
    }

    func playProgress() throws -> PlayProgress {
        do {
            return try JSONDecoder().decode(PlayProgress.self, from: Data(progress.utf8))
        } catch {
            throw StorageError.corruptValue(table: "player", reason: "the progress of “\(name)” cannot be read")
        }
    }
}
