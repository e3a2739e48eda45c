import LunchBoxCore

/// The AI service's settings as the settings screen changes them. On this device
/// `SettingsUseCase` answers and the key is kept in its secret store; on the household's
/// server `RemoteSettings` changes the server's, since the server asks for the ideas.
public protocol AISettingsEditing: Sendable {
    var presets: [AIProviderPreset] { get }
    func summary() async throws -> SettingsSummary
    /// The base URL and model alone, for when the key cannot be read to summarise.
    func configuration() async throws -> AIConfiguration
    /// Validates and saves the key; returns its masked suffix ("…1234").
    @discardableResult
    func saveKey(_ key: String) async throws -> String
    func deleteKey() async throws
    /// Uses the preset's base URL and default model.
    func applyPreset(_ preset: AIProviderPreset) async throws -> SettingsSummary
    /// Saves a typed base URL and model, validated.
    func setEndpoint(baseURL: String, model: String) async throws -> SettingsSummary
}

extension AISettingsEditing {
    /// The services LunchBox has presets for, the same wherever the settings are kept.
    public var presets: [AIProviderPreset] { AIProviderPreset.allCases }
}

extension SettingsUseCase: AISettingsEditing {}
