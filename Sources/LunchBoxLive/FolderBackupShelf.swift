import Foundation
import LunchBoxCore

/// The backups folder beside the database (`backups/`), made on the first backup.
public struct FolderBackupShelf: BackupShelf {
    private let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// `backups/` in the folder of the database at `databasePath`.
    public init(besideDatabaseAt databasePath: String) {
        self.init(folder: URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("backups", isDirectory: true))
    }

    public func path(of name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    public func names() throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
    }

    public func remove(_ name: String) throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
}
