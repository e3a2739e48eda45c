import LunchBoxCore
import OpenCombineShim

/// The first-launch introduction (LB Req 1.3): shown until the person finishes or skips
/// it once, then never again.
@MainActor
public final class OnboardingModel: ObservableObject {
    @Published public private(set) var isPresented: Bool
    @Published public var currentPage = 0

    public let pages: [OnboardingPage]
    private let flags: any OnboardingFlagStore
    private let words: Wording

    public init(flags: any OnboardingFlagStore, words: Wording) {
        self.flags = flags
        self.words = words
        self.pages = OnboardingPage.all(words)
        self.isPresented = !flags.hasSeenOnboarding
    }

    public var isLastPage: Bool { currentPage >= pages.count - 1 }

    /// "Next", or "Get Started" on the last page.
    public var primaryButtonTitle: String { words(isLastPage ? "onboarding.getStarted" : "onboarding.next") }

    /// Skip is offered until the last page, where the primary button finishes anyway.
    public var showsSkip: Bool { !isLastPage }

    /// "Page 2 of 4", for VoiceOver.
    public var pageAccessibilityValue: String { words("onboarding.page", min(currentPage, pages.count - 1) + 1, pages.count) }

    /// Moves on, or finishes on the last page.
    public func advance() {
        if isLastPage {
            finish()
        } else {
            currentPage += 1
        }
    }

    /// Done (or skipped): remembered, and not shown again.
    public func finish() {
        flags.hasSeenOnboarding = true
        isPresented = false
    }
}
