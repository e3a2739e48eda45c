import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// The household server's AI service, changed through its `/api/settings`: the server asks
/// for the household's ideas, so its key and endpoint are the ones that count. The key is
/// sent once, over the HTTPS a household server needs (`HouseholdServer`), and never read back.
public struct RemoteSettings: AISettingsEditing {
    private let api: HouseholdAPIClient

    public init(api: HouseholdAPIClient) {
        self.api = api
    }

    public func summary() async throws -> SettingsSummary {
        try await api.send(SettingsRoutes.get)
    }

    public func configuration() async throws -> AIConfiguration {
        let summary = try await summary()
        guard let baseURL = URL(string: summary.baseURL) else { throw HouseholdClientError.unexpectedReply(server: api.serverName, status: 200) }
        return AIConfiguration(baseURL: baseURL, model: summary.model, timeout: summary.timeoutSeconds, maxTokens: summary.maxTokens)
    }

    @discardableResult
    public func saveKey(_ key: String) async throws -> String {
        _ = try await api.send(SettingsRoutes.saveKey, body: .init(apiKey: key))
        // The server took the key as sent, so its ending is known here, without asking again.
        return APIKey.maskedSuffix(of: try APIKey.validated(key))
    }

    public func deleteKey() async throws {
        _ = try await api.send(SettingsRoutes.deleteKey)
    }

    public func applyPreset(_ preset: AIProviderPreset) async throws -> SettingsSummary {
        try await api.send(SettingsRoutes.update, body: SettingsChange(preset: preset.rawValue))
    }

    public func setEndpoint(baseURL: String, model: String) async throws -> SettingsSummary {
        try await api.send(SettingsRoutes.update, body: SettingsChange(baseURL: baseURL, model: model))
    }
}
