import Foundation
import LunchBoxCore

/// The AI service: key (saved, replaced, deleted; never shown again), base URL, model,
/// timeout and presets. Every change is validated once, here and in the store.
public struct SettingsUseCase: Sendable {
    private let repository: any AISettingsRepository
    private let secrets: any SecretStore

    init(repository: any AISettingsRepository, secrets: any SecretStore) {
        self.repository = repository
        self.secrets = secrets
    }

    /// The settings as faces show them. A key that cannot be read (a credentials file
    /// others can read) throws, so a face can say why.
    public func summary() async throws -> SettingsSummary {
        SettingsSummary(configuration: try await repository.aiConfiguration(), key: try secrets.loadAPIKey(), keyFromEnvironment: secrets.isOverriddenByEnvironment)
    }

    /// The configuration alone, for a screen that shows the settings even when the key
    /// cannot be read.
    public func configuration() async throws -> AIConfiguration {
        try await repository.aiConfiguration()
    }

    /// Applies `change` (preset first, then base URL, model and timeout), validates and
    /// saves it; nothing is saved when any part is refused.
    @discardableResult
    public func update(_ change: SettingsChange) async throws -> SettingsSummary {
        try await repository.updateAIConfiguration { configuration in
            if let name = change.preset {
                let preset = try AIProviderPreset(named: name)
                configuration.baseURL = preset.baseURL
                configuration.model = preset.defaultModel
            }
            if let baseURL = change.baseURL { configuration.baseURL = try EndpointPolicy.validatedBaseURL(baseURL) }
            if let model = change.model { configuration.model = model }
            if let timeout = change.timeoutSeconds { configuration.timeout = try AIConfiguration.validatedTimeout(timeout) }
            if let tokens = change.maxTokens { configuration.maxTokens = try AIConfiguration.validatedMaxTokens(tokens) }
        }
        return try await summary()
    }

    /// Uses a preset's base URL and default model, and saves them.
    @discardableResult
    public func applyPreset(_ preset: AIProviderPreset) async throws -> SettingsSummary {
        try await update(SettingsChange(preset: preset.rawValue))
    }

    /// Validates and saves the base URL and model together.
    @discardableResult
    public func setEndpoint(baseURL: String, model: String) async throws -> SettingsSummary {
        try await update(SettingsChange(baseURL: baseURL, model: model))
    }

    /// Validates and saves the key; returns its masked suffix ("…1234"). An empty or
    /// malformed key changes nothing (LB Property 2).
    @discardableResult
    public func saveKey(_ key: String) throws -> String {
        try secrets.saveAPIKey(key)
        return APIKey.maskedSuffix(of: try APIKey.validated(key))
    }

    public func deleteKey() throws {
        try secrets.deleteAPIKey()
    }

    /// True when `LUNCHBOX_API_KEY` supplies the key, so a saved one is not used.
    public var keyFromEnvironment: Bool { secrets.isOverriddenByEnvironment }
}
