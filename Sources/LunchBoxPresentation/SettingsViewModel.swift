import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The settings screen: the API key (set, replace, delete; never shown again in full),
/// base URL, model, presets and the privacy notice. Every change is saved through the
/// settings use case, which validates it once for every face.
@MainActor
public final class SettingsViewModel: ObservableObject {
    /// What is known about the saved key without revealing it.
    public enum KeyStatus: Equatable, Sendable {
        case none
        /// A key is saved; `maskedSuffix` is like "…1234".
        case saved(maskedSuffix: String)
    }

    @Published public private(set) var keyStatus = KeyStatus.none
    /// True when `LUNCHBOX_API_KEY` supplies the key, so a saved one is not used.
    @Published public private(set) var keyFromEnvironment = false
    @Published public var baseURLText = AIConfiguration.default.baseURL.absoluteString
    @Published public var model = AIConfiguration.default.model
    @Published public private(set) var validationError: String?
    @Published public private(set) var confirmation: String?

    public let privacyNotice: String
    private let settings: any AISettingsEditing

    /// The screen's words, in the person's language: its errors are said in them.
    let words: Wording

    public init(settings: any AISettingsEditing, words: Wording) {
        self.words = words
        self.settings = settings
        self.privacyNotice = PrivacyNotice.text(words)
    }

    public var presets: [AIProviderPreset] { settings.presets }

    /// The preset the typed base URL and model match, to highlight it.
    public var matchingPreset: AIProviderPreset? {
        URL(string: baseURLText).flatMap { AIConfiguration(baseURL: $0, model: model).matchingPreset }
    }

    /// Shows the saved settings. When the key cannot be read (a credentials file others
    /// can read) the base URL and model are still shown, with the reason.
    public func load() async {
        do {
            show(try await settings.summary())
            validationError = nil
        } catch {
            validationError = UserFacingError(error).message(words)
            keyStatus = .none
            if let configuration = try? await settings.configuration() {
                baseURLText = configuration.baseURL.absoluteString
                model = configuration.model
            }
        }
    }

    /// Saves a key after validation; an empty or whitespace key changes nothing (LB Property 2).
    @discardableResult
    public func saveAPIKey(_ key: String) async -> Bool {
        await change(words("screens2.settings.keySaved")) {
            try await self.settings.saveKey(key)
            // Only the key line changes: a base URL being typed is not thrown away.
            self.showKey(try await self.settings.summary())
        }
    }

    @discardableResult
    public func deleteAPIKey() async -> Bool {
        await change(words("screens2.settings.keyDeleted")) {
            try await self.settings.deleteKey()
            self.showKey(try await self.settings.summary())
        }
    }

    /// Uses the preset's base URL and default model and saves them at once: choosing a
    /// service is the whole action, there is no second step to forget.
    @discardableResult
    public func applyPreset(_ preset: AIProviderPreset) async -> Bool {
        await change(words("screens2.settings.saved")) { self.show(try await self.settings.applyPreset(preset)) }
    }

    /// Saves the typed base URL and model; the use case validates both.
    @discardableResult
    public func saveEndpoint() async -> Bool {
        await change(words("screens2.settings.saved")) { self.show(try await self.settings.setEndpoint(baseURL: self.baseURLText, model: self.model)) }
    }

    /// Runs a change and confirms it, or says why it was refused (keeping the typed
    /// fields so they can be corrected).
    private func change(_ done: String, _ action: () async throws -> Void) async -> Bool {
        do {
            try await action()
            validationError = nil
            confirmation = done
            return true
        } catch {
            validationError = UserFacingError(error).message(words)
            confirmation = nil
            return false
        }
    }

    private func show(_ summary: SettingsSummary) {
        baseURLText = summary.baseURL
        model = summary.model
        showKey(summary)
    }

    private func showKey(_ summary: SettingsSummary) {
        keyStatus = summary.keyEndsWith.map { .saved(maskedSuffix: $0) } ?? .none
        keyFromEnvironment = summary.keyFromEnvironment
    }
}
