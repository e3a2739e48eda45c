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
    public static let all = [
        OnboardingPage(
            id: 0, symbol: "camera.viewfinder", title: "Scan your kitchen",
            body: "Point the camera at your fridge or pantry, or type what you have. Confirm each food LunchBox recognises."),
        OnboardingPage(
            id: 1, symbol: "sparkles", title: "Get lunch box ideas",
            body: "At least three ideas that respect your diet, from the built-in offline chef or an AI service you choose with your own key."),
        OnboardingPage(
            id: 2, symbol: "calendar", title: "Save, share and plan",
            body: "Keep the ideas you like, share them as text, and plan the week's meals with a shopping list."),
        OnboardingPage(
            id: 3, symbol: "lock.shield", title: PrivacyNotice.title,
            body: "Everything stays on this iPhone. Only the AI service you configure is contacted, and only when you ask for AI ideas. No analytics."),
    ]
}
