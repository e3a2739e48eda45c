import Foundation
import LunchBoxCore
import LunchBoxPresentation
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@MainActor
@Suite("Ideas screen: streaming")
struct SuggestionsStreamingTests {
    static func model(_ script: StreamingTransport.Script) async throws -> (SuggestionsViewModel, StreamingTransport) {
        let transport = StreamingTransport(script)
        let (useCases, _) = try TestUseCases.make(secrets: InMemorySecretStore(key: "sk-test-key-1234567890"), transport: transport)
        for food in ["eggs", "bread", "cheddar"] { try await useCases.inventory.add(name: food) }
        return (SuggestionsViewModel(ideas: useCases.ideas), transport)
    }

    @Test func ideasAppearAsTheyArriveThenTheBatchIsShown() async throws {
        let (model, _) = try await Self.model(.chat(CannedReplies.ideasJSON(count: 4)))
        var counts: [Int] = []
        let watcher = model.$arrived.sink { counts.append($0.count) }
        await model.loadSuggestions(engine: .ai)
        watcher.cancel()
        #expect(Array(counts.drop { $0 == 0 }) == [1, 2, 3, 4], "one card at a time")
        #expect(model.ideas.count == 4)
        #expect(model.batch?.origin == .ai(model: "gpt-4o-mini"))
        #expect(model.errorState == nil && !model.isLoading)
    }

    @Test func aBrokenStreamKeepsWhatArrivedAndSaysSo() async throws {
        let json = CannedReplies.ideasJSON(count: 3)
        var script = StreamingTransport.Script.chat(String(json.prefix(json.count * 4 / 5)), done: false)
        script.pieces.removeLast()
        script.failure = .timedOut
        let (model, _) = try await Self.model(script)
        await model.loadSuggestions(engine: .ai)
        #expect(model.ideas.count == 2)
        #expect(model.errorState?.message.contains("The 2 ideas that arrived before it are kept.") == true)
        #expect(model.canRetry)
    }
}
