import Foundation

/// An idea with the dietary guard's verdict on it, so a screen can mark unverified
/// ingredients or explain why it was held back.
public struct ScreenedIdea: Equatable, Sendable, Identifiable {
    public let idea: LunchBoxIdea
    public let verdict: DietaryVerdict

    public init(idea: LunchBoxIdea, verdict: DietaryVerdict) {
        self.idea = idea
        self.verdict = verdict
    }

    public var id: UUID { idea.id }
}
