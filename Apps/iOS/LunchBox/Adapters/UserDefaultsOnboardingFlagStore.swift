import Foundation
import LunchBoxPresentation

/// Whether onboarding was seen, in UserDefaults: a preference, not data worth a
/// database row, and gone with the app.
@MainActor
final class UserDefaultsOnboardingFlagStore: OnboardingFlagStore {
    private static let key = "hasSeenOnboarding"
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var hasSeenOnboarding: Bool {
        get { defaults.bool(forKey: Self.key) }
        set { defaults.set(newValue, forKey: Self.key) }
    }
}

extension UserDefaults {
    /// A suite of its own, emptied at each UI-test launch so every test starts fresh.
    static func freshForUITests() -> UserDefaults {
        let name = "LunchBoxUITests"
        let defaults = UserDefaults(suiteName: name) ?? .standard
        defaults.removePersistentDomain(forName: name)
        return defaults
    }
}
