import Foundation
import LunchBoxCore

/// The AI settings as every face shows them. The key itself is never part of it: only
/// whether one is saved, its last four characters, and where it comes from.
public struct SettingsSummary: Codable, Equatable, Sendable {
    public let baseURL: String
    public let model: String
    public let timeoutSeconds: Double
    /// The most tokens a reply may have.
    public let maxTokens: Int
    /// The preset the base URL matches, if any (`AIProviderPreset.rawValue`).
    public let preset: String?
    public let keySaved: Bool
    /// "…1234", or nil without a key.
    public let keyEndsWith: String?
    /// True when `LUNCHBOX_API_KEY` supplies the key.
    public let keyFromEnvironment: Bool

    init(configuration: AIConfiguration, key: String?, keyFromEnvironment: Bool) {
        baseURL = configuration.baseURL.absoluteString
        model = configuration.model
        timeoutSeconds = configuration.timeout
        maxTokens = configuration.maxTokens
        preset = configuration.matchingPreset?.rawValue
        keySaved = key != nil
        keyEndsWith = key.map(APIKey.maskedSuffix(of:))
        self.keyFromEnvironment = keyFromEnvironment
    }

    public var matchingPreset: AIProviderPreset? { preset.flatMap(AIProviderPreset.init(rawValue:)) }

    /// One sentence on the key, for a settings screen.
    public var keyStatus: String {
        switch (keyEndsWith, keyFromEnvironment) {
        case (.some(let suffix), true): "The key comes from LUNCHBOX_API_KEY on the computer running LunchBox (ending in \(suffix))."
        case (.some(let suffix), false): "A key ending in \(suffix) is saved."
        case (nil, _): "No key is saved: ideas come from the built-in offline chef, which needs no key and no network."
        }
    }
}

/// A change to the AI settings; nil fields stay as they are. A preset is applied first,
/// so a base URL or model given with it wins.
public struct SettingsChange: Codable, Equatable, Sendable {
    public var preset: String?
    public var baseURL: String?
    public var model: String?
    public var timeoutSeconds: Double?
    public var maxTokens: Int?

    public init(preset: String? = nil, baseURL: String? = nil, model: String? = nil, timeoutSeconds: Double? = nil, maxTokens: Int? = nil) {
        self.preset = preset
        self.baseURL = baseURL
        self.model = model
        self.timeoutSeconds = timeoutSeconds
        self.maxTokens = maxTokens
    }
}
