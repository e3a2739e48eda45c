import Foundation
import LunchBoxCore

/// The offline chef as an engine: always available, deterministic for a kitchen,
/// preferences and batch number.
struct OfflineChefEngine: IdeaEngine {
    let chef: OfflineChef
    var kind: IdeaOrigin.Engine { .offlineChef }

    func availability() async -> IdeaEngineAvailability { .available }

    func ideas(for request: IdeaEngineRequest) -> AsyncThrowingStream<IdeaEngineEvent, any Error> {
        let sized = OfflineChef(lexicon: chef.lexicon, staples: chef.staples, minimumIdeas: chef.minimumIdeas, maximumIdeas: request.count, tongues: chef.tongues)
        let seed = OfflineChef.seed(for: request.items, preferences: request.preferences, ideas: request.ideaPreferences, batch: request.batchNumber)
        let batch = sized.batch(for: request.items, preferences: request.preferences, today: request.today, seed: seed, wishes: request.wishes)
        return AsyncThrowingStream { continuation in
            if batch.ideas.isEmpty, let why = batch.shortfall {
                // Nothing at all: the error says what to add (a short batch is shown instead).
                continuation.finish(
                    throwing: OfflineChefError.notEnoughIdeas(
                        ideas: [], needed: sized.minimumIdeas, missing: why.missing, leftOutForDiet: why.leftOutForDiet, leftOutExpired: why.leftOutExpired))
                return
            }
            for idea in batch.ideas { continuation.yield(.idea(idea)) }
            if let shortfall = batch.shortfall { continuation.yield(.shortfall(shortfall)) }
            continuation.finish()
        }
    }
}

/// An OpenAI-compatible service as an engine: available once a key is saved.
struct AIServiceEngine: IdeaEngine {
    let engine: AISuggestionEngine?
    var kind: IdeaOrigin.Engine { .ai }

    func availability() async -> IdeaEngineAvailability {
        engine == nil ? .unavailable(.noAPIKey) : .available
    }

    func ideas(for request: IdeaEngineRequest) -> AsyncThrowingStream<IdeaEngineEvent, any Error> {
        guard let engine else { return AsyncThrowingStream { $0.finish(throwing: AIClientError.missingAPIKey) } }
        let replies = engine.events(for: request.items, preferences: request.preferences, today: request.today, wishes: request.wishes)
        return .producing { continuation in
            for try await event in replies { continuation.yield(IdeaEngineEvent(event)) }
        }
    }
}

/// An engine that cannot run here, saying why: Apple's on-device model on iOS 16-25
/// (`.systemTooOld`), so the screens still say what would make it work.
public struct UnavailableIdeaEngine: IdeaEngine {
    public let kind: IdeaOrigin.Engine
    private let reason: IdeaEngineUnavailability

    public init(kind: IdeaOrigin.Engine, reason: IdeaEngineUnavailability) {
        self.kind = kind
        self.reason = reason
    }

    public func availability() async -> IdeaEngineAvailability { .unavailable(reason) }

    public func ideas(for request: IdeaEngineRequest) -> AsyncThrowingStream<IdeaEngineEvent, any Error> {
        AsyncThrowingStream { $0.finish(throwing: OnDeviceModelError.unavailable(reason)) }
    }
}
