import Foundation
import LunchBoxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the API key in a file only its owner can read (mode 0600), like `~/.netrc`.
///
/// The file is written to a temporary file created 0600 and renamed into place, so the
/// key is never readable by others, not even for a moment, and a crash never leaves half
/// a key. A file that group or others can read is refused, with the command that fixes it.
public struct FileSecretStore: SecretStore {
    private static let keyPrefix = "api_key="

    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func saveAPIKey(_ key: String) throws {
        let clean = try APIKey.validated(key)
        let folder = fileURL.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw SecretStoreError.unwritable(path: folder.path, reason: "the folder could not be created")
        }
        let temporary = folder.appendingPathComponent(".credentials-\(UUID().uuidString)")
        let contents = "# LunchBox credentials. Keep this file private (chmod 600).\n\(Self.keyPrefix)\(clean)\n"
        try writePrivately(Data(contents.utf8), to: temporary.path)
        guard rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw SecretStoreError.unwritable(path: fileURL.path, reason: reason)
        }
    }

    public func loadAPIKey() throws -> String? {
        var info = stat()
        guard stat(fileURL.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw SecretStoreError.unreadable(path: fileURL.path, reason: String(cString: strerror(errno)))
        }
        let permissions = Int(info.st_mode) & 0o777
        if permissions & 0o077 != 0 {
            throw SecretStoreError.insecurePermissions(path: fileURL.path, mode: String(format: "%04o", permissions))
        }
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            throw SecretStoreError.unreadable(path: fileURL.path, reason: "the file could not be read")
        }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        let value =
            lines.first { $0.hasPrefix(Self.keyPrefix) }.map { String($0.dropFirst(Self.keyPrefix.count)) }
            ?? lines.first { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard let value, let key = try? APIKey.validated(value) else { return nil }
        return key
    }

    public func deleteAPIKey() throws {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else {
            throw SecretStoreError.unwritable(path: fileURL.path, reason: String(cString: strerror(errno)))
        }
    }

    private func writePrivately(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw SecretStoreError.unwritable(path: fileURL.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer in
            write(descriptor, buffer.baseAddress, buffer.count)
        }
        guard written == data.count, fsync(descriptor) == 0 else {
            unlink(path)
            throw SecretStoreError.unwritable(path: fileURL.path, reason: "the key could not be written completely")
        }
    }
}
