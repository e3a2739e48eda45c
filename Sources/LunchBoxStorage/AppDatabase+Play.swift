import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: PlayRepository {
    public func currentPlayer(at date: Date) async throws -> HouseholdMember {
        try await currentPlayerRecord(at: date).member()
    }

    /// Every page view asks (for its play toasts): a read, and a write only the very first time.
    public func currentPlayProgress(at date: Date) async throws -> (player: HouseholdMember, progress: PlayProgress) {
        let existing = try await reader.read { db -> (player: HouseholdMember, progress: PlayProgress)? in
            try Self.existingCurrentPlayer(db).map { record in (try record.member(), try record.playProgress()) }
        }
        if let existing { return existing }
        let record = try await writer.write { db in try Self.currentPlayer(db, at: date) }
        return (try record.member(), try record.playProgress())
    }

    private func currentPlayerRecord(at date: Date) async throws -> MemberRecord {
        // Read first: every page view asks, and only the very first one writes.
        let existing = try await reader.read { db in try Self.existingCurrentPlayer(db) }
        if let existing { return existing }
        return try await writer.write { db in try Self.currentPlayer(db, at: date) }
    }

    public func switchPlayer(to id: UUID) async throws {
        try await writer.write { db in
            guard try MemberRecord.exists(db, key: id.uuidString) else { throw PlayError.playerNotFound(id.uuidString) }
            try Self.setCurrentPlayer(db, id: id.uuidString)
        }
    }

    public func playBoard() async throws -> [(player: HouseholdMember, progress: PlayProgress)] {
        try await reader.read { db in
            try MemberRecord.order(Column("createdAtMilliseconds")).fetchAll(db).map { (player: try $0.member(), progress: try $0.playProgress()) }
        }
    }

    public func updateCurrentPlayProgress<Result: Sendable>(
        at date: Date, _ change: @escaping @Sendable (HouseholdMember, inout PlayProgress) throws -> Result
    ) async throws -> Result {
        try await writer.write { db in
            var record = try Self.currentPlayer(db, at: date)
            var progress = try record.playProgress()
            let result = try change(try record.member(), &progress)
            record.progress = String(decoding: try JSONEncoder().encode(progress), as: UTF8.self)
            try record.update(db)
            return result
        }
    }

    public func playTimeZone() async throws -> String? {
        try await reader.read { db in
            try String.fetchOne(db, sql: "SELECT timeZone FROM playSettings WHERE id = 1")
        }
    }

    public func savePlayTimeZone(_ identifier: String?) async throws {
        if let identifier, TimeZone(identifier: identifier) == nil { throw PlayError.unknownTimeZone(String(identifier.prefix(60))) }
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO playSettings (id, timeZone) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET timeZone = excluded.timeZone", arguments: [identifier])
        }
    }

    private static func currentPlayerID(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT currentPlayerID FROM playSettings WHERE id = 1")
    }

    private static func setCurrentPlayer(_ db: Database, id: String) throws {
        try db.execute(
            sql: "INSERT INTO playSettings (id, currentPlayerID) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET currentPlayerID = excluded.currentPlayerID",
            arguments: [id])
    }

    /// The current player's row, when one is chosen and still there.
    private static func existingCurrentPlayer(_ db: Database) throws -> MemberRecord? {
        guard let id = try currentPlayerID(db) else { return nil }
        return try MemberRecord.fetchOne(db, key: id)
    }

    /// The current player's row: else the oldest player (made current), else a new
    /// `HouseholdMember.defaultName`.
    private static func currentPlayer(_ db: Database, at date: Date) throws -> MemberRecord {
        if let record = try existingCurrentPlayer(db) { return record }
        let record: MemberRecord
        if let oldest = try MemberRecord.order(Column("createdAtMilliseconds")).fetchOne(db) {
            record = oldest
        } else {
            record = try MemberRecord(member: HouseholdMember(name: HouseholdMember.defaultName, createdAt: date))
            try record.insert(db)
        }
        try setCurrentPlayer(db, id: record.id)
        return record
    }
}
