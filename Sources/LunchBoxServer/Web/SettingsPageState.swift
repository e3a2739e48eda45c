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
    let keyStatus: String
    let keyError: String?

    static func load(_ settings: SettingsUseCase) async throws -> SettingsPageState {
        do {
            let summary = try await settings.summary()
            return SettingsPageState(
                baseURL: summary.baseURL, model: summary.model, preset: summary.matchingPreset, hasKey: summary.keySaved, keyStatus: summary.keyStatus, keyError: nil)
        } catch {
            let configuration = try await settings.configuration()
            return SettingsPageState(
                baseURL: configuration.baseURL.absoluteString, model: configuration.model, preset: configuration.matchingPreset, hasKey: false,
                keyStatus: "No key is saved: ideas come from the built-in offline chef, which needs no key and no network.", keyError: UserFacingError(error).message)
        }
    }
}
