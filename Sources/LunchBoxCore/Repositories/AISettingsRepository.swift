/// Base URL, model and limits for the AI service. The key lives in a `SecretStore`.
public protocol AISettingsRepository: Sendable {
    /// The saved configuration, or `AIConfiguration.default` when none was saved.
    func aiConfiguration() async throws -> AIConfiguration
    func saveAIConfiguration(_ configuration: AIConfiguration) async throws
}

extension AISettingsRepository {
    /// Loads the configuration, applies `change`, saves it, and returns what was stored
    /// (the store may clean it: a trailing slash, spaces around the model).
    @discardableResult
    public func updateAIConfiguration(_ change: (inout AIConfiguration) throws -> Void) async throws -> AIConfiguration {
        var configuration = try await aiConfiguration()
        try change(&configuration)
        try await saveAIConfiguration(configuration)
        return try await aiConfiguration()
    }
}
