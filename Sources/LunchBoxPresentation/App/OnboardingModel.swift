import OpenCombineShim

/// The first-launch introduction (LB Req 1.3): shown until the person finishes or skips
/// it once, then never again.
@MainActor
public final class OnboardingModel: ObservableObject {
    @Published public private(set) var isPresented: Bool
    @Published public var currentPage = 0

    public let pages = OnboardingPage.all
    private let flags: any OnboardingFlagStore

    public init(flags: any OnboardingFlagStore) {
        self.flags = flags
        self.isPresented = !flags.hasSeenOnboarding
    }

    public var isLastPage: Bool { currentPage >= pages.count - 1 }

    /// "Next", or "Get Started" on the last page.
    public var primaryButtonTitle: String { isLastPage ? "Get Started" : "Next" }

    /// Skip is offered until the last page, where the primary button finishes anyway.
    public var showsSkip: Bool { !isLastPage }

    /// "Page 2 of 4", for VoiceOver.
    public var pageAccessibilityValue: String { "Page \(min(currentPage, pages.count - 1) + 1) of \(pages.count)" }

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
