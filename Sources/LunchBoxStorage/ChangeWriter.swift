import Foundation
import GRDB
import LunchBoxCore

/// The database's one way to write: a transaction, in which the idempotency key of the
/// request being applied (`PendingIdempotencyKey.current`), if any and not yet recorded,
/// is recorded too. So the key and its change commit together or not at all: a crash
/// after the change leaves the key, and the re-sent change is answered, not applied again.
struct ChangeWriter: Sendable {
    let pool: any DatabaseWriter

    func write<T: Sendable>(_ updates: @Sendable (Database) throws -> T) async throws -> T {
        guard let pending = PendingIdempotencyKey.current, !pending.isRecorded else { return try await pool.write(updates) }
        let (result, recorded) = try await pool.write { db in
            let changesBefore = db.totalChangesCount
            let value = try updates(db)
            // Only a write that changed something applied the change.
            guard db.totalChangesCount > changesBefore else { return (value, false) }
            try Self.record(pending, in: db)
            return (value, true)
        }
        if recorded { pending.markRecorded() }
        return result
    }

    private static func record(_ pending: PendingIdempotencyKey, in db: Database) throws {
        try db.execute(
            sql: "INSERT OR REPLACE INTO idempotencyKey (key, status, location, fingerprint, recordedAtMilliseconds) VALUES (?, ?, NULL, ?, ?)",
            arguments: [pending.key, pending.outcome.status, pending.fingerprint, pending.at.storedMilliseconds])
    }
}
