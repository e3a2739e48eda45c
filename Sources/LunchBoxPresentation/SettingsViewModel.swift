import Foundation
import LunchBoxCore
import OpenCombineShim

/// The settings screen: the API key (set, replace, delete; never shown again in full),
/// base URL, model, presets and the privacy notice.
@MainActor
public final class SettingsViewModel: ObservableObject {
    /// What is known about the saved key without revealing it.
    public enum KeyStatus: Equatable, Sendable {
        case none
        /// A key is saved; `maskedSuffix` is like "…1234".
        case saved(maskedSuffix: String)
    }

    @Published public private(set) var keyStatus = KeyStatus.none
    @Published public var baseURLText = AIConfiguration.default.baseURL.absoluteString
    @Published public var model = AIConfiguration.default.model
    @Published public private(set) var validationError: String?
    @Published public private(set) var confirmation: String?

    public let privacyNotice = PrivacyNotice.text
    private let secretStore: any SecretStore
    private let settings: any AISettingsRepository
    private var configuration = AIConfiguration.default

    public init(secretStore: any SecretStore, settings: any AISettingsRepository) {
        self.secretStore = secretStore
        self.settings = settings
    }

    public var presets: [AIProviderPreset] { AIProviderPreset.allCases }

    public var matchingPreset: AIProviderPreset? {
        URL(string: baseURLText).flatMap { AIConfiguration(baseURL: $0, model: model).matchingPreset }
    }

    public func load() async {
        do {
            configuration = try await settings.aiConfiguration()
            baseURLText = configuration.baseURL.absoluteString
            model = configuration.model
            refreshKeyStatus()
        } catch {
            validationError = UserFacingError(error).message
        }
    }

    /// Saves a key after validation; an empty or whitespace key changes nothing (LB Property 2).
    @discardableResult
    public func saveAPIKey(_ key: String) -> Bool {
        do {
            try secretStore.saveAPIKey(key)
            validationError = nil
            confirmation = "API key saved."
            refreshKeyStatus()
            return true
        } catch {
            validationError = UserFacingError(error).message
            confirmation = nil
            return false
        }
    }

    public func deleteAPIKey() {
        do {
            try secretStore.deleteAPIKey()
            validationError = nil
            confirmation = "API key deleted."
        } catch {
            validationError = UserFacingError(error).message
        }
        refreshKeyStatus()
    }

    /// Fills in the preset's base URL and default model (not saved until `saveEndpoint`).
    public func applyPreset(_ preset: AIProviderPreset) {
        baseURLText = preset.baseURL.absoluteString
        model = preset.defaultModel
    }

    /// Validates and saves the base URL and model.
    @discardableResult
    public func saveEndpoint() async -> Bool {
        do {
            var updated = configuration
            updated.baseURL = try EndpointPolicy.validatedBaseURL(baseURLText)
            updated.model = try UserText.clean(model, field: "Model", maxLength: 200)
            try await settings.saveAIConfiguration(updated)
            configuration = updated
            baseURLText = updated.baseURL.absoluteString
            model = updated.model
            validationError = nil
            confirmation = "Settings saved."
            return true
        } catch {
            validationError = UserFacingError(error).message
            confirmation = nil
            return false
        }
    }

    private func refreshKeyStatus() {
        do {
            keyStatus = try secretStore.loadAPIKey().map { .saved(maskedSuffix: APIKey.maskedSuffix(of: $0)) } ?? .none
        } catch {
            keyStatus = .none
            validationError = UserFacingError(error).message
        }
    }
}
