import Foundation
import GRDB
import LunchBoxCore

/// A row of `player` (the table keeps its first name): a household member, their diets
/// and their play progress as JSON.
struct MemberRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "player"

    var id: String
    var name: String
    var nameKey: String
    var createdAtMilliseconds: Int64
    var progress: String
    /// The member's diets and avoided foods as JSON arrays, and whether ideas are packed
    /// for them (issue 28).
    var diets = "[]"
    var avoids = "[]"
    var packFor = true

    static func key(_ name: String) -> String { name.lowercased() }

    init(member: HouseholdMember, progress: PlayProgress = .empty) throws {
        id = member.id.uuidString
        name = member.name
        nameKey = Self.key(member.name)
        createdAtMilliseconds = member.createdAt.storedMilliseconds
        self.progress = String(decoding: try JSONEncoder().encode(progress), as: UTF8.self)
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
        guard let uuid = UUID(uuidString: id) else { throw StorageError.corruptValue(table: "player", reason: "an id is not a UUID") }
        do {
            // Names this build does not know (from a newer one) are left out, not fatal.
            let diets = try JSONDecoder().decode([String].self, from: Data(diets.utf8)).compactMap(DietaryRestriction.init(rawValue:))
            let avoids = try JSONDecoder().decode([String].self, from: Data(avoids.utf8)).compactMap(FoodContent.init(rawValue:))
            var needs = DietaryPreferences(diets)
            needs.avoids = Set(avoids)
            return HouseholdMember(id: uuid, name: name, createdAt: Date(storedMilliseconds: createdAtMilliseconds), diets: needs, packFor: packFor)
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
