import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Ideas use case: streaming", .timeLimit(.minutes(2)))
struct IdeaStreamTests {
    static let kitchen = ["eggs", "bread", "cheddar", "cucumber", "tomatoes", "rice", "apple", "peanut butter"]

    static func useCases(_ transport: StreamingTransport, preferences: DietaryPreferences = .none) async throws -> (UseCases, AppDatabase) {
        let (useCases, database) = try TestUseCases.make(secrets: InMemorySecretStore(key: "sk-test-key-1234567890"), transport: transport)
        for food in kitchen { try await useCases.inventory.add(name: food) }
        try await useCases.preferences.save(preferences)
        return (useCases, database)
    }

    static let nutIdeas =
        #"{"ideas":[{"name":"Egg box","ingredients":["eggs"],"steps":["Boil."]},{"name":"PB toast","ingredients":["bread","peanut butter"],"steps":["Spread."]},{"name":"Rice salad","ingredients":["rice","cucumber"],"steps":["Mix."]},{"name":"Cheese roll","ingredients":["bread","cheddar"],"steps":["Roll."]}]}"#

    @Test func eachIdeaIsScreenedAsItArrivesThenTheBatchIsKept() async throws {
        let (useCases, database) = try await Self.useCases(StreamingTransport(.chat(Self.nutIdeas)), preferences: DietaryPreferences(nutFree: true))
        var events: [String] = []
        var finished: IdeaBatch?
        for try await event in try await useCases.ideas.stream(engine: .ai) {
            switch event {
            case .shown(let idea, _, _): events.append("shown \(idea.name)")
            case .heldBack(let held): events.append("held \(held.idea.name): \(held.reasons.joined())")
            case .finished(let batch): finished = batch
            }
        }
        #expect(events == ["shown Egg box", "held PB toast: peanut butter: contains peanuts; you chose nut-free", "shown Rice salad", "shown Cheese roll"])
        let batch = try #require(finished)
        #expect(batch.ideas.map(\.name) == ["Egg box", "Rice salad", "Cheese roll"])
        #expect(try await database.recentIdeas() == batch)
        #expect(try await useCases.ideas.idea(number: 4).name == "PB toast", "held back counts after the shown ones")
    }

    @Test func stoppingKeepsTheIdeasShownAsTheRecentBatch() async throws {
        // Two ideas arrive, then the model goes quiet; the person presses Stop.
        var script = StreamingTransport.Script.chat(String(Self.nutIdeas.prefix(Self.nutIdeas.count * 3 / 5)), done: false)
        script.pieces.removeLast()
        script.staysOpen = true
        let (useCases, database) = try await Self.useCases(StreamingTransport(script))
        var shown: [LunchBoxIdea] = []
        for try await event in try await useCases.ideas.stream(engine: .ai) {
            if case .shown(let idea, _, _) = event { shown.append(idea) }
            if shown.count == 2 { break }
        }
        // Keeping happens as the cancelled stream unwinds; a batch never kept meets the time limit.
        try await waitUntil { try await database.recentIdeas() != nil }
        #expect(try await database.recentIdeas()?.ideas == shown, "what was shown can still be opened, saved and planned")
        #expect(try await useCases.ideas.idea(id: shown[1].id) == shown[1])
    }

    @Test func aBrokenStreamKeepsTheIdeasThatArrived() async throws {
        let json = CannedReplies.ideasJSON(count: 3)
        let twoIdeas = String(json[..<json.range(of: "},{", options: .backwards)!.lowerBound]) + "},"
        var script = StreamingTransport.Script.chat(twoIdeas, done: false)
        script.pieces.removeLast()
        script.failure = .timedOut
        let (useCases, database) = try await Self.useCases(StreamingTransport(script))
        var shown = 0
        do {
            for try await event in try await useCases.ideas.stream(engine: .ai) {
                if case .shown = event { shown += 1 }
            }
            Issue.record("the stream should have failed")
        } catch let error as IdeaStreamInterrupted {
            #expect(shown == 2)
            #expect(error.kept.ideas.count == 2)
            #expect(try await database.recentIdeas() == error.kept)
            #expect(UserFacingError(error).message == error.underlying.message + " The 2 ideas that arrived before it are kept.")
            // Worded in the reader's language, what broke and what is kept alike.
            let german = Wordings()[.german]
            #expect(UserFacingError(error).message(german) == error.underlying.message(german) + " Die 2 Ideen, die vorher ankamen, bleiben erhalten.")
            #expect(UserFacingError(error).title(german) == error.underlying.title(german) && error.underlying.title(german) != error.underlying.title)
            #expect(UserFacingError(error).allowsRetry)
        }
    }

    @Test func theOfflineChefStreamsToo() async throws {
        let transport = StreamingTransport(.chat(""))
        let (useCases, _) = try await Self.useCases(transport)
        var shown = 0
        var finished = false
        for try await event in try await useCases.ideas.stream(engine: .offline) {
            if case .shown = event { shown += 1 }
            if case .finished(let batch) = event { finished = batch.ideas.count == shown }
        }
        #expect(shown >= 3 && finished)
        #expect(transport.requests.isEmpty)
    }
}
