import LunchBoxCore
import LunchBoxUseCases

/// What the ideas screen needs from the use-case layer: one request, streamed. A
/// protocol (not `IdeasUseCase` itself) so tests can script failures and answers in
/// sequence; the app passes `useCases.ideas`.
public protocol IdeaAsking: Sendable {
    func stream(engine: IdeaEngineChoice) async throws -> AsyncThrowingStream<IdeaStreamEvent, any Error>
}

extension IdeasUseCase: IdeaAsking {}
