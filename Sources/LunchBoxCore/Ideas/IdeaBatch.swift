/// Ideas from one request, with the engine that made them.
public struct IdeaBatch: Equatable, Sendable {
    public var ideas: [LunchBoxIdea]
    public var origin: IdeaOrigin

    public init(ideas: [LunchBoxIdea], origin: IdeaOrigin) {
        self.ideas = ideas
        self.origin = origin
    }
}
