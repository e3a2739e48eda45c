import LunchBoxCore

/// What the ideas screen needs from the use-case layer: one request, streamed. On this
/// device `IdeasUseCase` answers; on the household's server `RemoteIdeas` asks its
/// `/api/ideas`. Tests script failures and answers in sequence.
public protocol IdeaAsking: Sendable {
    /// Ideas from `engine`, written in `language` (the reader's) where the engine can.
    func stream(engine: IdeaEngineChoice, language: Language) async throws -> AsyncThrowingStream<IdeaStreamEvent, any Error>
    /// What to say while `engine` works ("Asking gpt-4o-mini at api.openai.com for ideas…").
    func waiting(for engine: IdeaEngineChoice) async -> IdeaWaiting
    /// Which engine answers when the person just asks, and why the ones before it cannot.
    func engineStatus() async -> IdeaEngineStatus
}

extension IdeaAsking {
    /// A source with no engines to report (a test's script): the chef, said plainly.
    public func engineStatus() async -> IdeaEngineStatus {
        IdeaEngineStatus(engines: [.init(kind: .offlineChef, availability: .available)])
    }
}

extension IdeasUseCase: IdeaAsking {}
