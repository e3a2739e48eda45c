import Foundation

/// Keeps the AI service's API key: the Keychain on iOS, a 0600 file (or the
/// environment) on Linux and macOS, memory in tests. Never the database.
public protocol SecretStore: Sendable {
    /// Validates (see `APIKey.validated`) and stores the key; nothing is stored on error.
    func saveAPIKey(_ key: String) throws
    /// The saved key, or nil when there is none.
    func loadAPIKey() throws -> String?
    func deleteAPIKey() throws
    /// True when the key in use comes from the environment rather than this store, so a
    /// face can say where it comes from.
    var isOverriddenByEnvironment: Bool { get }
}

extension SecretStore {
    public var isOverriddenByEnvironment: Bool { false }
}

/// Rules every store applies to a key before saving it.
public enum APIKey {
    public static let maximumLength = 1_024

    /// The trimmed key. Empty, whitespace-only and keys with spaces or control characters
    /// inside (which would corrupt the Authorization header) are refused.
    public static func validated(_ raw: String) throws -> String {
        let key = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw SecretStoreError.emptyKey }
        guard key.count <= maximumLength,
            key.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace })
        else { throw SecretStoreError.malformedKey }
        return key
    }

    /// "…1234": enough for a person to recognise their key, useless to anyone else.
    public static func maskedSuffix(of key: String) -> String {
        key.count >= 12 ? "…" + key.suffix(4) : "…"
    }
}

/// Why a key could not be saved, loaded or deleted.
public enum SecretStoreError: Error, Equatable, Sendable {
    case emptyKey
    case malformedKey
    /// The credentials file can be read by other users; the store refuses to use it.
    case insecurePermissions(path: String, mode: String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// A platform store (the Keychain) answered with an unexpected status.
    case unexpectedStatus(Int32)
}

extension SecretStoreError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
