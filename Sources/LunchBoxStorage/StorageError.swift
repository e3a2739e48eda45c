import Foundation
import LunchBoxCore

/// Why the database could not be used. Each message names the file.
public enum StorageError: Error, Equatable, Sendable {
    /// The file exists but is not a database LunchBox can read.
    case cannotOpen(path: String, reason: String)
    /// The file was written by a newer LunchBox, with changes this version doesn't know.
    case newerVersion(path: String)
    case migrationFailed(path: String, reason: String)
    case cannotCreateFolder(path: String, reason: String)
    /// A stored value could not be read back.
    case corruptValue(table: String, reason: String)
    /// A backup could not be written where it was asked for.
    case cannotBackUp(path: String, reason: String)
    /// A file to restore is not a whole LunchBox backup this version can read.
    case notABackup(path: String, reason: String)
}

extension StorageError: LocalizedError, UserFacingErrorConvertible {
    public var userFacingError: UserFacingError {
        UserFacingError(title: "Storage problem", message: errorDescription ?? "The database could not be used.", kind: .storage)
    }

    public var errorDescription: String? {
        switch self {
        case let .cannotOpen(path, reason):
            "Could not open the database \(path): \(reason). The file was left unchanged; move it aside or choose another database file."
        case .newerVersion(let path):
            "The database \(path) was written by a newer version of LunchBox. Update LunchBox to use it; the file was left unchanged."
        case let .migrationFailed(path, reason):
            "Could not update the database \(path) to this version of LunchBox: \(reason)."
        case let .cannotCreateFolder(path, reason):
            "Could not create the folder \(path) for the database: \(reason)."
        case let .corruptValue(table, reason):
            "A saved \(table) entry could not be read (\(reason))."
        case let .notABackup(path, reason):
            "\(path) cannot be restored: \(reason). Nothing was changed; choose another backup."
        case let .cannotBackUp(path, reason):
            "Could not write a backup to \(path): \(reason). Nothing was changed; choose a folder you can write to."
        }
    }
}
