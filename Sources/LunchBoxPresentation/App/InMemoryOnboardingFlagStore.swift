/// The flag in memory: for tests, and for a UI-test launch that must start fresh.
@MainActor
public final class InMemoryOnboardingFlagStore: OnboardingFlagStore {
    public var hasSeenOnboarding: Bool

    public init(hasSeenOnboarding: Bool = false) {
        self.hasSeenOnboarding = hasSeenOnboarding
    }
}
