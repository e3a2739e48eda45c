import LunchBoxCore

/// One page of the first-launch introduction: a picture name (an SF Symbol on iOS), a
/// title and a sentence or two.
public struct OnboardingPage: Identifiable, Equatable, Sendable {
    public let id: Int
    public let symbol: String
    public let title: String
    public let body: String

    public init(id: Int, symbol: String, title: String, body: String) {
        self.id = id
        self.symbol = symbol
        self.title = title
        self.body = body
    }

    /// What LunchBox does, in four pages (LB Req 1.3): scan, ideas, save and plan, privacy.
    public static func all(_ words: Wording) -> [OnboardingPage] {
        let pages = [("camera.viewfinder", "scan"), ("sparkles", "ideas"), ("calendar", "plan")].enumerated().map { index, page in
            OnboardingPage(id: index, symbol: page.0, title: words("onboarding.\(page.1).title"), body: words("onboarding.\(page.1).body"))
        }
        return pages + [OnboardingPage(id: 3, symbol: "lock.shield", title: PrivacyNotice.title(words), body: words("onboarding.privacy.body"))]
    }
}
