import Foundation
import LunchBoxCore
import LunchBoxPresentation

/// An ideas source with scripted answers (the last one repeats), that records which
/// engine it was asked for: for the screen's states without a real AI service.
final class ScriptedIdeas: IdeaAsking, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Result<IdeaBatch, any Error>]
    private var engines: [IdeaEngineChoice] = []

    init(_ answers: [Result<IdeaBatch, any Error>]) {
        self.answers = answers
    }

    var askedEngines: [IdeaEngineChoice] { lock.withLock { engines } }

    func ask(engine: IdeaEngineChoice) async throws -> IdeaBatch {
        let answer = lock.withLock {
            engines.append(engine)
            return answers.count > 1 ? answers.removeFirst() : answers[0]
        }
        return try answer.get()
    }
}
