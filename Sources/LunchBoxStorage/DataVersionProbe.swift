import Foundation
import GRDB
import GRDBSQLite

/// Says whether anything committed to a database file since it last asked: `PRAGMA
/// data_version` on a read-only SQLite connection of its own, which changes once any
/// other connection (this process's writer, or another process) has committed.
///
/// Asked on every kept read (`ReadSnapshot`), so it is the bare SQLite C API under a lock,
/// run on the caller's thread: through a GRDB queue the same pragma was a dispatch hop
/// and GRDB's statement bookkeeping, most of what a kept read cost.
final class DataVersionProbe: @unchecked Sendable {
    private let lock = NSLock()
    private let connection: OpaquePointer
    private let statement: OpaquePointer

    init(path: String) throws {
        var connection: OpaquePointer?
        var code = sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let connection else {
            sqlite3_close_v2(connection)
            throw Self.error(code, "could not open \(path) to watch for changes")
        }
        sqlite3_busy_timeout(connection, 5000)
        var statement: OpaquePointer?
        code = sqlite3_prepare_v2(connection, "PRAGMA data_version", -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_close_v2(connection)
            throw Self.error(code, "could not prepare PRAGMA data_version")
        }
        self.connection = connection
        self.statement = statement
    }

    deinit {
        sqlite3_finalize(statement)
        sqlite3_close_v2(connection)
    }

    /// The file's data version now; different once anyone else committed.
    func version() throws -> Int64 {
        try lock.withLock {
            defer { sqlite3_reset(statement) }
            let code = sqlite3_step(statement)
            guard code == SQLITE_ROW else { throw Self.error(code, "PRAGMA data_version failed") }
            return sqlite3_column_int64(statement, 0)
        }
    }

    private static func error(_ code: Int32, _ message: String) -> DatabaseError {
        DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
    }
}
