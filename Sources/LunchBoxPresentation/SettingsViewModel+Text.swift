import LunchBoxCore

extension SettingsViewModel {
    /// One sentence on the key, worded for the iPhone (where the Keychain keeps it).
    public var keyStatusText: String {
        switch keyStatus {
        case .saved(let suffix): words("screens2.settings.keyInKeychain", suffix)
        case .none: words("screens2.settings.noKey")
        }
    }

    public var hasSavedKey: Bool { keyStatus != .none }
    /// "Save Key", or "Replace Key" when one is saved.
    public var saveKeyButtonTitle: String { words(hasSavedKey ? "screens2.settings.replaceKey" : "screens2.settings.saveKey") }

    public func isSelected(_ preset: AIProviderPreset) -> Bool { matchingPreset == preset }
    public func presetAccessibilityLabel(_ preset: AIProviderPreset) -> String {
        isSelected(preset) ? words("screens2.settings.selected", preset.title) : preset.title
    }
}
