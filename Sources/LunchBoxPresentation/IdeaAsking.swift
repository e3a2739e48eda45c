import LunchBoxCore
import LunchBoxUseCases

/// What the ideas screen needs from the use-case layer: one request, streamed. A
/// protocol (not `IdeasUseCase` itself) so tests can script failures and answers in
/// sequence; the app passes `useCases.ideas`.
public protocol IdeaAsking: Sendable {
    func stream(engine: IdeaEngineChoice) async throws -> AsyncThrowingStream<IdeaStreamEvent, any Error>
    /// What to say while `engine` works ("Asking gpt-4o-mini at api.openai.com for ideas…").
    func waitingMessage(for engine: IdeaEngineChoice) async -> String
}

extension IdeasUseCase: IdeaAsking {}
