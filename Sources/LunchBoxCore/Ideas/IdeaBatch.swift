import Foundation

/// Ideas from one request, with the engine that made them.
public struct IdeaBatch: Codable, Equatable, Sendable {
    public var ideas: [LunchBoxIdea]
    public var origin: IdeaOrigin

    public init(ideas: [LunchBoxIdea], origin: IdeaOrigin) {
        self.ideas = ideas
        self.origin = origin
    }

    public func idea(id: UUID) -> LunchBoxIdea? {
        ideas.first { $0.id == id }
    }
}
