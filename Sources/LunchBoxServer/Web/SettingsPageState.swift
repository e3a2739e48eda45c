import LunchBoxCore
import LunchBoxUseCases

/// The settings as the page shows them, also when the key cannot be read (a credentials
/// file others can read): then the address and model still show, with why the key is
/// not used.
struct SettingsPageState: Sendable {
    let baseURL: String
    let model: String
    let preset: AIProviderPreset?
    let hasKey: Bool
    /// "…1234", or nil without a key (or one that cannot be read).
    let keyEndsWith: String?
    let keyFromEnvironment: Bool
    let keyError: String?

    static func load(_ settings: SettingsUseCase) async throws -> SettingsPageState {
        do {
            let summary = try await settings.summary()
            return SettingsPageState(
                baseURL: summary.baseURL, model: summary.model, preset: summary.matchingPreset, hasKey: summary.keySaved, keyEndsWith: summary.keyEndsWith,
                keyFromEnvironment: summary.keyFromEnvironment, keyError: nil)
        } catch {
            let configuration = try await settings.configuration()
            return SettingsPageState(
                baseURL: configuration.baseURL.absoluteString, model: configuration.model, preset: configuration.matchingPreset, hasKey: false, keyEndsWith: nil,
                keyFromEnvironment: false, keyError: UserFacingError(error).message)
        }
    }

    /// One sentence on the key (`SettingsSummary.keyStatus` in the reader's language).
    func keyStatus(_ words: Wording) -> String {
        switch (keyEndsWith, keyFromEnvironment) {
        case (.some(let suffix), true): words("settings.key.fromEnvironment", suffix)
        case (.some(let suffix), false): words("settings.key.saved", suffix)
        case (nil, _): words("settings.key.none")
        }
    }
}
