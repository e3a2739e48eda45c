import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxUseCases

/// An ideas source with scripted answers (the last one repeats), that records which
/// engine it was asked for: for the screen's states without a real AI service.
final class ScriptedIdeas: IdeaAsking, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<IdeaBatch, any Error>]
    private var engines: [IdeaEngineChoice] = []
    private var languages: [Language] = []

    init(_ answers: [Result<IdeaBatch, any Error>]) {
        self.answers = answers
    }

    var askedEngines: [IdeaEngineChoice] { lock.withLock { engines } }
    var askedLanguages: [Language] { lock.withLock { languages } }

    func waiting(for engine: IdeaEngineChoice) async -> IdeaWaiting {
        engine == .offline ? .offlineChef : .ai(model: "scripted-\(engine.rawValue)", host: nil)
    }

    /// The scripted batch as the use case streams one: each shown idea, each held-back
    /// one, then the batch.
    func stream(engine: IdeaEngineChoice, language: Language) async throws -> AsyncThrowingStream<IdeaStreamEvent, any Error> {
        let answer = lock.withLock {
            engines.append(engine)
            languages.append(language)
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
        let batch = try answer.get()
        return AsyncThrowingStream { continuation in
            for idea in batch.ideas { continuation.yield(.shown(idea, unverified: batch.unverifiedIngredients(for: idea.id), kitchen: batch.kitchenUse(for: idea.id))) }
            for held in batch.heldBack { continuation.yield(.heldBack(held)) }
            continuation.yield(.finished(batch))
            continuation.finish()
        }
    }
}
