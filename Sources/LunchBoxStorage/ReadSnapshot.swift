import Foundation
import GRDB

/// Values read from the database, kept until anything commits: this process's writer or
/// another process on the same file (the CLI while the server runs).
///
/// SQLite says when that happens. On one connection kept for this, `PRAGMA data_version`
/// changes once another connection has committed, and `total_changes()` once this one
/// has written (an in-memory database has only the one connection). A kept value is
/// handed out only while both still read as they did in the transaction that loaded it,
/// so a read never misses a write that finished before it began.
///
/// Reads of the pages' lists were most of a request's time: a hop to a reader thread,
/// then decoding every row. A kept value costs one pragma on the caller's thread.
final class ReadSnapshot: @unchecked Sendable {
    private struct Version: Equatable {
        let dataVersion: Int64
        let ownChanges: Int
    }

    /// Every access to the connection runs on its queue, one at a time, so `version` and
    /// `values` are only touched there.
    private let connection: DatabaseQueue
    private static let maximumKeptValues = 64
    private var version: Version?
    private var values: [String: any Sendable] = [:]

    init(connection: DatabaseQueue) {
        self.connection = connection
    }

    /// The value under `key`, kept or loaded afresh with `load` in one read transaction.
    func value<T: Sendable>(_ key: String, load: (Database) throws -> T) throws -> T {
        try connection.inDatabase { db in
            // Looked up before the cast: a missing entry cast to an optional T would
            // read as a kept nil.
            if let entry = values[key], let kept = entry as? T, try Self.version(db) == version {
                return kept
            }
            var loaded: T?
            try db.inTransaction(.deferred) {
                let now = try Self.version(db)
                if now != version {
                    values = [:]
                    version = now
                }
                loaded = try load(db)
                return .commit
            }
            guard let loaded else { throw DatabaseError(message: "a snapshot read returned nothing") }
            // Keys carry arguments (a week's days): keep a bounded number between commits.
            if values.count >= Self.maximumKeptValues { values = [:] }
            values[key] = loaded
            return loaded
        }
    }

    private static func version(_ db: Database) throws -> Version {
        let dataVersion = try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? -1
        return Version(dataVersion: dataVersion, ownChanges: db.totalChangesCount)
    }
}
