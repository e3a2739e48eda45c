import LunchBoxCore

/// The app's five tabs, in order, with their titles, pictures (SF Symbols) and the
/// identifiers UI tests find them by.
public enum AppTab: String, CaseIterable, Identifiable, Sendable {
    case kitchen, ideas, saved, plan, settings

    public var id: String { rawValue }

    /// "Kitchen", "Küche": the tab's name in the phone's language.
    public func title(_ words: Wording) -> String {
        words("chrome.tab.\(rawValue)")
    }

    public var symbol: String {
        switch self {
        case .kitchen: "refrigerator"
        case .ideas: "sparkles"
        case .saved: "heart"
        case .plan: "calendar"
        case .settings: "gearshape"
        }
    }

    public var accessibilityIdentifier: String { "tab-\(rawValue)" }
}
