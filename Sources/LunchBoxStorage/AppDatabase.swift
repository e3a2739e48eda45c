import Foundation
import GRDB
import LunchBoxCore

/// The app's SQLite database: owns the schema, its migrations, and every write.
///
/// One file holds favorites, preferences, AI settings (never the key) and the inventory.
/// Writes are transactions that keep the rules of the core types; readers see a
/// consistent snapshot. Tests use `AppDatabase.inMemory()`.
public final class AppDatabase: Sendable {
    let pool: any DatabaseWriter

    /// Wraps a connection and brings its schema up to date.
    public init(_ writer: any DatabaseWriter) throws {
        pool = writer
        try Self.migrator.migrate(writer)
    }

    /// Every write goes through here (`ChangeWriter`), so a request's idempotency key is
    /// recorded in its change's own transaction.
    var writer: ChangeWriter { ChangeWriter(pool: pool) }

    /// A fresh, empty database in memory: a copy of one migrated once per process. Tests
    /// make thousands, and migrating each took 6 ms of the suite's time (issue 35).
    public static func inMemory() throws -> AppDatabase {
        let queue = try DatabaseQueue(configuration: configuration)
        try emptySchema.get().backup(to: queue)
        return try AppDatabase(queue)
    }

    private static let emptySchema = Result { () throws -> DatabaseQueue in
        let queue = try DatabaseQueue(configuration: configuration)
        _ = try AppDatabase(queue)
        return queue
    }

    /// Opens (or creates) the database file at `path`.
    ///
    /// A file that is not a LunchBox database, or one from a newer version, is refused
    /// with an error naming it, and is not modified: it is checked read-only first.
    public static func open(path: String) throws -> AppDatabase {
        let url = URL(fileURLWithPath: path)
        try createFolder(for: url)
        try checkExistingFile(at: path)
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            return try AppDatabase(pool)
        } catch let error as DatabaseError {
            throw StorageError.migrationFailed(path: path, reason: error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }

    /// Read access for the faces' queries.
    public var reader: any DatabaseReader { pool }

    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.label = "LunchBox"
        return configuration
    }

    /// The same, opening a file only to read it.
    static var readOnly: Configuration {
        var configuration = configuration
        configuration.readonly = true
        return configuration
    }

    private static func createFolder(for url: URL) throws {
        let folder = url.deletingLastPathComponent()
        guard !FileManager.default.fileExists(atPath: folder.path) else { return }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StorageError.cannotCreateFolder(path: folder.path, reason: error.localizedDescription)
        }
    }

    /// Read-only checks on an existing, non-empty file before anything writes to it.
    static func checkExistingFile(at path: String) throws {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = attributes?[.size] as? NSNumber, size.intValue > 0 else { return }
        do {
            let queue = try DatabaseQueue(path: path, configuration: readOnly)
            let verdict = try queue.read { db -> StorageError? in
                let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
                if tables.isEmpty { return nil }
                guard tables.contains("grdb_migrations") else {
                    return .cannotOpen(path: path, reason: "it is an SQLite database, but not one of LunchBox's")
                }
                return try migrator.hasBeenSuperseded(db) ? .newerVersion(path: path) : nil
            }
            try queue.close()
            if let verdict { throw verdict }
        } catch let error as DatabaseError {
            let reason = error.resultCode == .SQLITE_NOTADB ? "it is not a database file" : (error.message ?? "SQLite error \(error.resultCode.rawValue)")
            throw StorageError.cannotOpen(path: path, reason: reason)
        }
    }
}
