import Foundation
import GRDB
import LunchBoxCore

// Backups with SQLite's online backup (through GRDB): the copy is read in one read
// transaction, so it holds every change committed before it began, while writers go on.
extension AppDatabase: DatabaseBackups {
    public func schemaVersion() async throws -> String {
        try await reader.read { db in try Self.lastMigration(db) }
    }

    public func backup(to path: String) async throws -> BackupCopy {
        let url = URL(fileURLWithPath: path)
        let partial = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial")
        try? FileManager.default.removeItem(at: partial)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let copy = try DatabaseQueue(path: partial.path, configuration: Self.configuration)
            try pool.backup(to: copy)
            // One self-contained file: no write-ahead log beside it.
            try copy.inDatabase { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
            let checked = try Self.checkCopy(at: partial.path)
            // Moved into place whole: a backup file is never half written.
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(at: partial, to: url)
            return BackupCopy(path: path, schemaVersion: checked.schemaVersion, bytes: checked.bytes)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            if let error = error as? StorageError { throw error }
            throw StorageError.cannotBackUp(path: path, reason: Self.reason(error))
        }
    }

    public func restore(from path: String, keeping: String) async throws -> BackupCopy {
        let checked: BackupCopy
        do {
            checked = try Self.checkCopy(at: path)
        } catch let StorageError.cannotOpen(_, reason) {
            throw StorageError.notABackup(path: path, reason: reason)
        } catch StorageError.newerVersion {
            throw StorageError.notABackup(path: path, reason: "it was made by a newer LunchBox; update LunchBox to restore it")
        }
        _ = try await backup(to: keeping)
        do {
            let source = try DatabaseQueue(path: path, configuration: Self.readOnly)
            try source.backup(to: pool)
            try source.close()
            try Self.migrator.migrate(pool)
        } catch {
            throw StorageError.migrationFailed(path: path, reason: Self.reason(error))
        }
        return checked
    }

    /// Checks that the file at `path` is a whole LunchBox database this version can read,
    /// without changing it: SQLite's integrity check, then its migrations.
    static func checkCopy(at path: String) throws -> BackupCopy {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > 0 else {
            throw StorageError.cannotOpen(path: path, reason: "there is no file there, or it is empty")
        }
        try checkExistingFile(at: path)
        do {
            let queue = try DatabaseQueue(path: path, configuration: readOnly)
            defer { try? queue.close() }
            return try queue.read { db in
                let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard problems == ["ok"] else {
                    throw StorageError.cannotOpen(path: path, reason: "it is damaged (\(problems.prefix(2).joined(separator: "; ")))")
                }
                return BackupCopy(path: path, schemaVersion: try lastMigration(db), bytes: size.intValue)
            }
        } catch let error as DatabaseError {
            throw StorageError.cannotOpen(path: path, reason: "it is damaged (\(error.message ?? "SQLite error \(error.resultCode.rawValue)"))")
        }
    }

    private static func lastMigration(_ db: Database) throws -> String {
        let applied = try migrator.appliedIdentifiers(db)
        return migrator.migrations.last(where: applied.contains) ?? "none"
    }

    private static func reason(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? error.localizedDescription
    }
}
