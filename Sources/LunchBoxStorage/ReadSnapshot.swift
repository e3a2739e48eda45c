import Foundation
import GRDB

/// Values read from the database, kept until anything commits: this process's writer or
/// another process on the same file (the CLI while the server runs).
///
/// SQLite says when that happens: `PRAGMA data_version` changes once another connection
/// has committed, and `total_changes()` once this one has written (an in-memory database
/// has only the one connection, shared with the writer). A value is kept only when the
/// version read before its read transaction is still the version after it, so nothing
/// committed in between; it is handed out only while the version still reads the same,
/// so a read never misses a write that finished before it began.
///
/// Reads of the pages' lists were most of a request's time: a hop to a reader thread,
/// then decoding every row. A kept value costs one pragma on the caller's thread.
final class ReadSnapshot: @unchecked Sendable {
    private struct Version: Equatable {
        let dataVersion: Int64
        let ownChanges: Int
    }

    private static let maximumKeptValues = 64
    /// Loads values, each in one read transaction.
    private let loader: DatabaseQueue
    /// Reads the version: the file's own probe, or (shared connection) through `loader`.
    private let probe: DataVersionProbe?
    private let lock = NSLock()
    /// Guarded by `lock`: the version `values` were read at.
    private var version: Version?
    private var values: [String: any Sendable] = [:]

    /// A snapshot of the file at `path` on read-only connections of its own.
    init(path: String, configuration: Configuration) throws {
        var readOnly = configuration
        readOnly.readonly = true
        readOnly.label = "LunchBox snapshot"
        loader = try DatabaseQueue(path: path, configuration: readOnly)
        probe = try DataVersionProbe(path: path)
    }

    /// A snapshot on the writer's own connection (an in-memory database has no other).
    init(sharing connection: DatabaseQueue) {
        loader = connection
        probe = nil
    }

    /// The value under `key`, kept or loaded afresh with `load` in one read transaction.
    func value<T: Sendable>(_ key: String, load: (Database) throws -> T) throws -> T {
        let before = try currentVersion()
        // Looked up before the cast: a missing entry cast to an optional T would read as a
        // kept nil.
        if let entry = lock.withLock({ version == before ? values[key] : nil }), let kept = entry as? T {
            return kept
        }
        let loaded = try loader.inDatabase { db in
            var loaded: T?
            try db.inTransaction(.deferred) {
                loaded = try load(db)
                return .commit
            }
            return loaded
        }
        guard let loaded else { throw DatabaseError(message: "a snapshot read returned nothing") }
        // Something committed while it loaded: correct for this read, not to keep.
        guard try currentVersion() == before else { return loaded }
        lock.withLock {
            if version != before {
                values = [:]
                version = before
            }
            // Keys carry arguments (a week's days): keep a bounded number between commits.
            if values.count >= Self.maximumKeptValues { values = [:] }
            values[key] = loaded
        }
        return loaded
    }

    private func currentVersion() throws -> Version {
        if let probe {
            return Version(dataVersion: try probe.version(), ownChanges: 0)
        }
        return try loader.inDatabase { db in
            let dataVersion = try Int64.fetchOne(db.cachedStatement(sql: "PRAGMA data_version")) ?? -1
            return Version(dataVersion: dataVersion, ownChanges: db.totalChangesCount)
        }
    }
}
