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
        return (SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english]), transport)
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

/// A service that stays open never ends a batch: a wait that never holds, or a Stop that
/// waited for another idea, meets the suite's time limit.
@MainActor
@Suite("Ideas screen: what it says while ideas stream in", .timeLimit(.minutes(2)))
struct SuggestionsWhileStreamingTests {
    /// A kitchen asked with an AI key; `diets` for ideas the guard must check.
    static func model(_ script: StreamingTransport.Script, diets: DietaryPreferences = DietaryPreferences()) async throws -> SuggestionsViewModel {
        let (useCases, _) = try TestUseCases.make(secrets: InMemorySecretStore(key: "sk-test-key-1234567890"), transport: StreamingTransport(script))
        try await useCases.inventory.add(typed: "eggs, bread, cheddar, tomatoes, cucumber, apples, ham, wraps")
        _ = try await useCases.preferences.save(diets)
        return SuggestionsViewModel(ideas: useCases.ideas, words: Wordings()[.english])
    }

    /// Two ideas arrive, then the service goes quiet: a model still writing.
    static func twoThenQuiet(_ json: String) -> StreamingTransport.Script {
        var script = StreamingTransport.Script.chat(String(json.prefix(json.count * 4 / 5)), done: false)
        script.pieces.removeLast()
        script.staysOpen = true
        return script
    }

    /// Waits until the request under way has shown two ideas.
    static func waitForTwo(_ model: SuggestionsViewModel, after previous: [LunchBoxIdea] = []) async throws {
        try await waitUntil { model.isLoading && model.arrived.count >= 2 && model.arrived.first != previous.first }
    }

    @Test func notesShowWhileTheBatchIsStillComing() async throws {
        let idea = #"{"name": "Glorp toast", "ingredients": ["bread", "glorp relish"], "steps": ["Toast the bread and spread the relish."]}"#
        let json = #"{"ideas": [\#(idea), \#(idea.replacingOccurrences(of: "Glorp toast", with: "Glorp wrap")), \#(idea)]}"#
        let model = try await Self.model(Self.twoThenQuiet(json), diets: DietaryPreferences([.vegetarian]))
        let asking = Task { await model.loadSuggestions(engine: .ai) }
        defer { model.stop() }
        try await Self.waitForTwo(model)
        #expect(model.batch == nil, "still streaming")
        #expect(model.notes(for: model.arrived[0].id).unchecked(Wordings()[.english]) == "Not checked against your diet: glorp relish")
        model.stop()
        await asking.value
        #expect(model.notes(for: model.ideas[0].id).unchecked(Wordings()[.english]) == "Not checked against your diet: glorp relish", "and after Stop")
    }

    @Test func theWaitingMessageComesFromTheUseCase() async throws {
        let model = try await Self.model(.chat(CannedReplies.ideasJSON(count: 3)))
        await model.loadSuggestions(engine: .ai)
        #expect(model.waitingMessage == "Asking gpt-4o-mini at api.openai.com for ideas…")
        await model.loadSuggestions(engine: .offline)
        #expect(model.waitingMessage == "The offline chef is thinking…")
    }

    @Test func stopEndsAtOnceAndKeepsWhatArrived() async throws {
        let model = try await Self.model(Self.twoThenQuiet(CannedReplies.ideasJSON(count: 3)))
        let asking = Task { await model.loadSuggestions(engine: .ai) }
        try await Self.waitForTwo(model)
        model.stop()
        // The service never sends another idea: this returns only because Stop ended it.
        await asking.value
        #expect(model.ideas.count == 2 && !model.isLoading && model.errorState == nil)
    }

    @Test func thePreviousBatchStaysUntilTheFirstNewIdea() async throws {
        let model = try await Self.model(Self.twoThenQuiet(CannedReplies.ideasJSON(count: 3)))
        await model.loadSuggestions(engine: .offline)
        let before = model.ideas
        #expect(before.count >= 3)
        var shown: [[LunchBoxIdea]] = []
        let watcher = model.$arrived.sink { _ in Task { @MainActor in shown.append(model.ideas) } }
        let asking = Task { await model.loadSuggestions(engine: .ai) }
        try await Self.waitForTwo(model, after: before)
        model.stop()
        await asking.value
        watcher.cancel()
        #expect(!shown.contains { $0.isEmpty }, "the screen never goes blank between batches")
        #expect(model.ideas.count == 2 && model.ideas != before)
    }
}
