import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: HouseholdRepository {
    public func members() async throws -> [HouseholdMember] {
        try await reader.read { db in
            try MemberRecord.order(Column("createdAtMilliseconds"), Column("name")).fetchAll(db).map { try $0.member() }
        }
    }

    public func addMember(_ member: HouseholdMember) async throws -> HouseholdMember {
        var checked = member
        checked.name = try HouseholdMember.cleanName(member.name)
        let member = checked
        return try await writer.write { db in
            try Self.checkMemberNameFree(db, name: member.name, except: nil)
            try MemberRecord(member: member).insert(db)
            return member
        }
    }

    public func updateMember(id: UUID, _ change: @escaping @Sendable (inout HouseholdMember) throws -> Void) async throws -> HouseholdMember {
        try await writer.write { db in
            guard var record = try MemberRecord.fetchOne(db, key: id.uuidString) else { throw HouseholdError.memberNotFound(id.uuidString) }
            var member = try record.member()
            try change(&member)
            member.name = try HouseholdMember.cleanName(member.name)
            try Self.checkMemberNameFree(db, name: member.name, except: record.id)
            try record.setNeeds(of: member)
            try record.update(db)
            return member
        }
    }

    public func packFor(only ids: Set<UUID>) async throws -> [HouseholdMember] {
        try await writer.write { db in
            let records = try MemberRecord.order(Column("createdAtMilliseconds"), Column("name")).fetchAll(db)
            if let gone = ids.first(where: { id in !records.contains { $0.id == id.uuidString } }) {
                throw HouseholdError.memberNotFound(gone.uuidString)
            }
            return try records.map { record in
                var record = record
                let chosen = ids.contains { $0.uuidString == record.id }
                if record.packFor != chosen {
                    record.packFor = chosen
                    try record.update(db)
                }
                return try record.member()
            }
        }
    }

    public func removeMember(id: UUID) async throws -> HouseholdMember {
        try await writer.write { db in
            guard let record = try MemberRecord.fetchOne(db, key: id.uuidString) else { throw HouseholdError.memberNotFound(id.uuidString) }
            let member = try record.member()
            try record.delete(db)
            return member
        }
    }

    private static func checkMemberNameFree(_ db: Database, name: String, except id: String?) throws {
        let holder = try String.fetchOne(db, sql: "SELECT id FROM player WHERE nameKey = ?", arguments: [MemberRecord.key(name)])
        if let holder, holder != id { throw PlayError.duplicatePlayerName(name) }
    }
}
