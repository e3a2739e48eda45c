import LunchBoxCore

extension SettingsViewModel {
    /// One sentence on the key, worded for the iPhone (where the Keychain keeps it).
    public var keyStatusText: String {
        switch keyStatus {
        case .saved(let suffix): "A key ending in \(suffix) is saved in the Keychain."
        case .none: "No key is saved: ideas come from the built-in offline chef, which needs no key and no network."
        }
    }

    public var hasSavedKey: Bool { keyStatus != .none }
    /// "Save Key", or "Replace Key" when one is saved.
    public var saveKeyButtonTitle: String { hasSavedKey ? "Replace Key" : "Save Key" }

    public func isSelected(_ preset: AIProviderPreset) -> Bool { matchingPreset == preset }
    public func presetAccessibilityLabel(_ preset: AIProviderPreset) -> String {
        preset.title + (isSelected(preset) ? ", selected" : "")
    }
}
