import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

/// Stop (the person ends the stream: a page's Stop button, Ctrl-C) keeps the ideas
/// already shown as the recent batch, so they stay openable, savable and plannable.
@Suite("Ideas use case: stopping a stream", .timeLimit(.minutes(2)))
struct IdeaStreamStopTests {
    /// Two whole ideas and the start of a third, from a model still writing.
    static var stillWriting: StreamingTransport.Script {
        let json = CannedReplies.ideasJSON(count: 3)
        let twoIdeas = String(json[..<json.range(of: "},{", options: .backwards)!.lowerBound]) + "},{\"name\":\"Idea 3"
        var script = StreamingTransport.Script.chat(twoIdeas, done: false)
        script.pieces.removeLast()
        script.staysOpen = true
        return script
    }

    @Test func stoppingKeepsTheIdeasAlreadyShown() async throws {
        let transport = StreamingTransport(Self.stillWriting)
        let (useCases, database) = try await IdeaStreamTests.useCases(transport)
        var shown: [String] = []
        for try await event in try await useCases.ideas.stream(engine: .ai) {
            if case .shown(let idea, _, _) = event { shown.append(idea.name) }
            if shown.count == 2 { break }
        }
        // The stream ended by the reader is cancelled; keeping happens as it unwinds (a
        // batch never kept meets the time limit).
        try await waitUntil { try await database.recentIdeas() != nil }
        #expect(try await database.recentIdeas()?.ideas.map(\.name) == shown)
        #expect(transport.readerStoppedEarly, "the request to the AI service ends too")
    }
}
