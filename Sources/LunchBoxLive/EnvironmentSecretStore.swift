import LunchBoxCore

/// A store whose key can be overridden by `LUNCHBOX_API_KEY`, for servers and scripts.
///
/// Saving and deleting act on the underlying store; while the variable is set, loading
/// answers the variable's key.
public struct EnvironmentSecretStore: SecretStore {
    public static let variable = "LUNCHBOX_API_KEY"

    private let base: any SecretStore
    private let environmentKey: String?

    public init(base: any SecretStore, environment: [String: String]) {
        self.base = base
        self.environmentKey = environment[Self.variable].flatMap { try? APIKey.validated($0) }
    }

    /// True when the environment supplies the key, so a saved key is not used.
    public var isOverriddenByEnvironment: Bool { environmentKey != nil }

    public func saveAPIKey(_ key: String) throws {
        try base.saveAPIKey(key)
    }

    public func loadAPIKey() throws -> String? {
        if let environmentKey { return environmentKey }
        return try base.loadAPIKey()
    }

    public func deleteAPIKey() throws {
        try base.deleteAPIKey()
    }
}
