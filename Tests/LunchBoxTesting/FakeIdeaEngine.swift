import Foundation
import LunchBoxCore
import LunchBoxUseCases

/// An idea engine that answers as told: its availability, the ideas it writes, and an
/// error to end with; it records each request it was given.
public final class FakeIdeaEngine: IdeaEngine, @unchecked Sendable {
    public let kind: IdeaOrigin.Engine
    private let lock = NSLock()
    private var answer: IdeaEngineAvailability
    private let ideas: [LunchBoxIdea]
    private let failure: (any Error)?
    // Guarded by `lock`.
    private var received: [IdeaEngineRequest] = []

    public init(kind: IdeaOrigin.Engine = .onDevice, availability: IdeaEngineAvailability = .available, ideas: [LunchBoxIdea], failure: (any Error)? = nil) {
        self.kind = kind
        self.answer = availability
        self.ideas = ideas
        self.failure = failure
    }

    public var requests: [IdeaEngineRequest] {
        lock.withLock { received }
    }

    public func setAvailability(_ availability: IdeaEngineAvailability) {
        lock.withLock { answer = availability }
    }

    public func availability() async -> IdeaEngineAvailability {
        lock.withLock { answer }
    }

    public func ideas(for request: IdeaEngineRequest) -> AsyncThrowingStream<IdeaEngineEvent, any Error> {
        lock.withLock { received.append(request) }
        let (ideas, failure) = (ideas, failure)
        return AsyncThrowingStream { continuation in
            for idea in ideas { continuation.yield(.idea(idea)) }
            continuation.finish(throwing: failure)
        }
    }
}
