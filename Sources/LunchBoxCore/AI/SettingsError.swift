import Foundation

/// Why a settings change was refused (besides an invalid address, model or timeout,
/// which `AIClientError` and `UserTextError` describe).
public enum SettingsError: Error, Equatable, Sendable {
    case unknownPreset(String)
    /// The reply limit is outside `AIConfiguration.maxTokensRange`.
    case invalidMaxTokens
    /// The sampling temperature is outside `AIConfiguration.temperatureRange`.
    case invalidTemperature
}

extension SettingsError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
