import LunchBoxCore
import LunchBoxUseCases

/// What the ideas screen needs from the use-case layer: one request for a batch. A
/// protocol (not `IdeasUseCase` itself) so tests can script failures and answers in
/// sequence; the app passes `useCases.ideas`.
public protocol IdeaAsking: Sendable {
    func ask(engine: IdeaEngineChoice) async throws -> IdeaBatch
}

extension IdeasUseCase: IdeaAsking {}
