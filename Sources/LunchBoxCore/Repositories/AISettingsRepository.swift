/// Base URL, model and limits for the AI service. The key lives in a `SecretStore`.
public protocol AISettingsRepository: Sendable {
    /// The saved configuration, or `AIConfiguration.default` when none was saved.
    func aiConfiguration() async throws -> AIConfiguration
    func saveAIConfiguration(_ configuration: AIConfiguration) async throws
}
