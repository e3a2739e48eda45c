import Foundation
import GRDB
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases

/// An in-memory database a test can break, to see how a screen reports a storage
/// failure: `hide` renames a table, so what reads or writes it fails as SQLite would
/// fail on a damaged file, and `mend` puts it back. No fake store stands in between.
struct BreakableDatabase: Sendable {
    let database: AppDatabase
    private let queue: DatabaseQueue

    init() throws {
        queue = try DatabaseQueue()
        database = try AppDatabase(queue)
    }

    /// The use cases every face gets, built on this database as `TestUseCases.make`
    /// builds them.
    func useCases(now: Date = TestUseCases.monday, calendar: Calendar = TestUseCases.utc) throws -> UseCases {
        try TestUseCases.make(database: database, now: now, calendar: calendar).useCases
    }

    func hide(_ table: String) throws {
        try queue.write { db in try db.execute(sql: "ALTER TABLE \(table) RENAME TO hidden_\(table)") }
    }

    func mend(_ table: String) throws {
        try queue.write { db in try db.execute(sql: "ALTER TABLE hidden_\(table) RENAME TO \(table)") }
    }

    /// What the person is told when `attempt` fails on the broken database.
    func message(whenFailing attempt: @Sendable () async throws -> Void) async -> String? {
        do {
            try await attempt()
            return nil
        } catch {
            return UserFacingError(error).message
        }
    }
}
