import Foundation

/// The folder automatic backups are kept in, as names: listing and removing them is the
/// file system's, behind this protocol.
public protocol BackupShelf: Sendable {
    /// Where a backup named `name` is written.
    func path(of name: String) -> String
    /// The names of the files on the shelf.
    func names() throws -> [String]
    func remove(_ name: String) throws
}
