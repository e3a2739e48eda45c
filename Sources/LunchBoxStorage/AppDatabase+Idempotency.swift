import Foundation
import GRDB
import LunchBoxCore

/// Issue 29: the idempotency keys of applied changes, so a change queued offline and
/// re-sent after a restart is still applied once. Rows are few (bounded by the caller's
/// capacity) and short-lived (48 hours).
extension AppDatabase: IdempotencyRecords {
    static func registerIdempotencyMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue29-idempotency-keys") { db in
            try db.create(table: "idempotencyKey") { table in
                table.primaryKey("key", .text).check(sql: "length(key) BETWEEN 1 AND 64")
                table.column("status", .integer).notNull().check(sql: "status BETWEEN 100 AND 599")
                table.column("location", .text)
                table.column("recordedAtMilliseconds", .integer).notNull().indexed()
            }
        }
        // Issue 39, item 6: a key answers only the request it was first sent with.
        migrator.registerMigration("issue39-idempotency-fingerprint") { db in
            try db.alter(table: "idempotencyKey") { table in
                table.add(column: "fingerprint", .text).check(sql: "fingerprint IS NULL OR length(fingerprint) = 64")
            }
        }
    }

    public func idempotencyOutcome(key: String, since: Date) async throws -> IdempotencyOutcome? {
        try await reader.read { db in
            try Row.fetchOne(
                db, sql: "SELECT status, location, fingerprint FROM idempotencyKey WHERE key = ? AND recordedAtMilliseconds >= ?",
                arguments: [key, since.storedMilliseconds]
            ).map { IdempotencyOutcome(status: $0["status"], location: $0["location"], fingerprint: $0["fingerprint"]) }
        }
    }

    public func recordIdempotency(key: String, outcome: IdempotencyOutcome, at date: Date, forgettingBefore: Date, capacity: Int) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM idempotencyKey WHERE recordedAtMilliseconds < ?", arguments: [forgettingBefore.storedMilliseconds])
            try db.execute(
                sql: "INSERT OR REPLACE INTO idempotencyKey (key, status, location, fingerprint, recordedAtMilliseconds) VALUES (?, ?, ?, ?, ?)",
                arguments: [key, outcome.status, outcome.location, outcome.fingerprint, date.storedMilliseconds])
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM idempotencyKey") ?? 0
            guard count > capacity else { return }
            try db.execute(
                sql: "DELETE FROM idempotencyKey WHERE key IN (SELECT key FROM idempotencyKey WHERE key != ? ORDER BY recordedAtMilliseconds ASC, key ASC LIMIT ?)",
                arguments: [key, count - capacity])
        }
    }
}
