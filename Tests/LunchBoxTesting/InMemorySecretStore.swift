import Foundation
import LunchBoxCore

/// A secret store in memory, for tests.
public final class InMemorySecretStore: SecretStore, @unchecked Sendable {
    private let lock = NSLock()
    private var key: String?

    public init(key: String? = nil) {
        self.key = key
    }

    public func saveAPIKey(_ key: String) throws {
        let clean = try APIKey.validated(key)
        lock.withLock { self.key = clean }
    }

    public func loadAPIKey() throws -> String? {
        lock.withLock { key }
    }

    public func deleteAPIKey() throws {
        lock.withLock { key = nil }
    }
}
