import Foundation

/// Copies of the household's database: made while others write, checked, and put back.
public protocol DatabaseBackups: Sendable {
    /// The schema this database has now: the name of its last migration.
    func schemaVersion() async throws -> String
    /// Writes a consistent copy to `path` (every change committed before it began), checks
    /// it whole and answers what it holds. A copy that fails its check is not left behind.
    func backup(to path: String) async throws -> BackupCopy
    /// Replaces this database's contents with the copy at `path`, after checking it is a
    /// whole LunchBox database this version can read and keeping the contents as they were
    /// at `keeping`; an older copy is brought up to this version. A refused copy changes nothing.
    func restore(from path: String, keeping: String) async throws -> BackupCopy
}

/// A backup file: where it is, which schema it holds, and its size.
public struct BackupCopy: Equatable, Sendable {
    public let path: String
    public let schemaVersion: String
    public let bytes: Int

    public init(path: String, schemaVersion: String, bytes: Int) {
        self.path = path
        self.schemaVersion = schemaVersion
        self.bytes = bytes
    }
}
