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
    /// The member's diets and avoided foods as JSON arrays, and whether ideas are packed
    /// for them (issue 28); a player added in Play has none and is packed for.
    var diets = "[]"
    var avoids = "[]"
    var packFor = true

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

    init(member: HouseholdMember) throws {
        try self.init(player: member.player, progress: .empty)
        try setNeeds(of: member)
    }

    mutating func setNeeds(of member: HouseholdMember) throws {
        name = member.name
        nameKey = Self.key(member.name)
        diets = String(decoding: try JSONEncoder().encode(member.diets.active.map(\.rawValue)), as: UTF8.self)
        avoids = String(decoding: try JSONEncoder().encode(member.diets.avoids.sorted().map(\.rawValue)), as: UTF8.self)
        packFor = member.packFor
    }

    func member() throws -> HouseholdMember {
        let player = try player()
        do {
            // Names this build does not know (from a newer one) are left out, not fatal.
            let diets = try JSONDecoder().decode([String].self, from: Data(diets.utf8)).compactMap(DietaryRestriction.init(rawValue:))
            let avoids = try JSONDecoder().decode([String].self, from: Data(avoids.utf8)).compactMap(FoodContent.init(rawValue:))
            var needs = DietaryPreferences(diets)
            needs.avoids = Set(avoids)
            return HouseholdMember(id: player.id, name: player.name, createdAt: player.createdAt, diets: needs, packFor: packFor)
        } catch {
            throw StorageError.corruptValue(table: "player", reason: "the diets of “\(name)” cannot be read")
        }
    }

    func playProgress() throws -> PlayProgress {
        do {
            return try JSONDecoder().decode(PlayProgress.self, from: Data(progress.utf8))
        } catch {
            throw StorageError.corruptValue(table: "player", reason: "the progress of “\(name)” cannot be read")
        }
    }
}
