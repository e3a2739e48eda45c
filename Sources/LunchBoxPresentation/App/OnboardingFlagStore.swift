/// Remembers whether the person has seen the first-launch introduction. The app keeps
/// it in `UserDefaults`; tests and UI-test launches keep it in memory.
@MainActor
public protocol OnboardingFlagStore: AnyObject {
    var hasSeenOnboarding: Bool { get set }
}
