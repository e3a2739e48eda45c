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
    /// What happened, as keys; the paths and the system's reasons are said as they are.
    public var userFacingError: UserFacingError {
        UserFacingError(fault, kind: .storage)
    }

    /// The message in English, for logs.
    public var errorDescription: String? {
        userFacingError.message
    }

    private var fault: Fault {
        switch self {
        case let .cannotOpen(path, reason): Self.fault("fault3.storage.cannotOpen", path, reason)
        case .newerVersion(let path): Self.fault("fault3.storage.newerVersion", path)
        case let .migrationFailed(path, reason): Self.fault("fault3.storage.migrationFailed", path, reason)
        case let .cannotCreateFolder(path, reason): Self.fault("fault3.storage.cannotCreateFolder", path, reason)
        case let .corruptValue(table, reason): Self.fault("fault3.storage.corruptValue", table, reason)
        case let .notABackup(path, reason): Self.fault("fault3.storage.notABackup", path, reason)
        case let .cannotBackUp(path, reason): Self.fault("fault3.storage.cannotBackUp", path, reason)
        }
    }

    private static func fault(_ message: String, _ values: String...) -> Fault {
        Fault(title: "fault3.title.storage", message: message, values.map(Fault.Argument.text))
    }
}
