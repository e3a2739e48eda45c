import LunchBoxPresentation

/// The flag in memory, for tests.
@MainActor
final class InMemoryOnboardingFlagStore: OnboardingFlagStore {
    var hasSeenOnboarding: Bool

    init(hasSeenOnboarding: Bool = false) {
        self.hasSeenOnboarding = hasSeenOnboarding
    }
}
