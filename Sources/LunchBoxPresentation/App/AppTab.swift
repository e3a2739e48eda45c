/// The app's five tabs, in order, with their titles, pictures (SF Symbols) and the
/// identifiers UI tests find them by.
public enum AppTab: String, CaseIterable, Identifiable, Sendable {
    case kitchen, ideas, saved, plan, settings

    public var id: String { rawValue }

    public var title: String {
        switch self {
        case .kitchen: "Kitchen"
        case .ideas: "Ideas"
        case .saved: "Saved"
        case .plan: "Plan"
        case .settings: "Settings"
        }
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
