import Foundation
import LunchBoxCore

/// A private folder (mode 0700) for one scan's files, removed when the work is done:
/// photos never linger on disk.
enum ScratchFolder {
    static func with<T: Sendable>(prefix: String = "lunchbox-scan", _ body: (URL) async throws -> T) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await body(folder)
    }

    /// Writes the photo into `folder` under a name with its format's extension (the
    /// tools pick a decoder by it) and answers its URL.
    static func write(_ photo: ScanPhoto, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("photo.\(photo.format.fileExtension)")
        try photo.data.write(to: url)
        return url
    }
}
