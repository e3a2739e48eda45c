/// Base URL, model and limits for the AI service. The key lives in a `SecretStore`.
public protocol AISettingsRepository: Sendable {
    /// The saved configuration, or `AIConfiguration.default` when none was saved.
    func aiConfiguration() async throws -> AIConfiguration
    /// Applies `change` to the configuration as stored and saves it, in one write (two
    /// changes at once both land); returns what was stored (the store may clean it: a
    /// trailing slash, spaces around the model).
    @discardableResult
    func updateAIConfiguration(_ change: @escaping @Sendable (inout AIConfiguration) throws -> Void) async throws -> AIConfiguration
}
