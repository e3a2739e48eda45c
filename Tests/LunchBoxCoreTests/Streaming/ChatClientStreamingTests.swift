import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Chat client: streamed replies and response formats", .timeLimit(.minutes(2)))
struct ChatClientStreamingTests {
    static let configuration = AIConfiguration(baseURL: URL(string: "https://ai.example.com/v1")!, model: "test-model")
    static let key = "sk-test-key-abcdefgh1234"
    static let items = ["eggs", "bread", "cheddar"].map { InventoryItem(name: $0) }

    static func engine(_ transport: StreamingTransport, formats: ResponseFormatLadder = ResponseFormatLadder()) -> AISuggestionEngine {
        AISuggestionEngine(client: ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true), formats: formats), configuration: configuration, apiKey: key)
    }

    static func ideas(_ engine: AISuggestionEngine) async -> (ideas: [String], error: (any Error)?) {
        var names: [String] = []
        do {
            for try await idea in engine.stream(for: items, preferences: .none, today: nil) { names.append(idea.name) }
            return (names, nil)
        } catch {
            return (names, error)
        }
    }

    @Test func ideasArriveOneByOneFromAnEventStream() async throws {
        let transport = StreamingTransport(.chat(CannedReplies.ideasJSON(count: 4)))
        let result = await Self.ideas(Self.engine(transport))
        #expect(result.error == nil)
        #expect(result.ideas.count == 4)
        let body = try JSONDecoder().decode(ChatCompletionRequest.self, from: try #require(transport.requests.first).body)
        #expect(body.stream == true)
        #expect(body.responseFormat?.kind == .jsonSchema)
    }

    @Test func aServerThatDoesNotStreamStillAnswers() async {
        let plain = StreamingTransport.Script(contentType: "application/json", pieces: [Data(CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3)).utf8)])
        let result = await Self.ideas(Self.engine(StreamingTransport(plain)))
        #expect(result.error == nil && result.ideas.count == 3)
    }

    @Test func aCutOffReplyIsItsOwnErrorAfterTheIdeasThatArrived() async {
        let json = CannedReplies.ideasJSON(count: 3)
        let cut = String(json.prefix(json.count * 3 / 4))
        let result = await Self.ideas(Self.engine(StreamingTransport(.chat(cut, finishReason: "length"))))
        #expect(result.error as? AIClientError == .truncatedResponse)
        #expect(result.ideas.count >= 1, "ideas already written are not lost")
    }

    @Test func aStreamThatBreaksSaysSo() async {
        var script = StreamingTransport.Script.chat(CannedReplies.ideasJSON(count: 3), done: false)
        script.pieces.removeLast()  // no finish reason either
        script.failure = .other("connection reset")
        let result = await Self.ideas(Self.engine(StreamingTransport(script)))
        guard case .transport? = result.error as? AIClientError else { Issue.record("got \(String(describing: result.error))"); return }
    }

    @Test func theFormatAServerTakesIsLearntOncePerBaseURL() async throws {
        // A server that takes only a plain JSON object (no schema of either kind).
        let transport = StreamingTransport { request, _ in
            let kind = (try? JSONDecoder().decode(ChatCompletionRequest.self, from: request.body))?.responseFormat?.kind
            guard kind == .jsonObject else {
                return .init(status: 400, contentType: "application/json", pieces: [Data(#"{"error":{"message":"response_format not supported"}}"#.utf8)])
            }
            return .chat(CannedReplies.ideasJSON(count: 3))
        }
        let formats = ResponseFormatLadder()
        #expect(await Self.ideas(Self.engine(transport, formats: formats)).ideas.count == 3)
        #expect(transport.requests.count == 3)
        #expect(await Self.ideas(Self.engine(transport, formats: formats)).ideas.count == 3)
        #expect(transport.requests.count == 4, "the second request starts with the format that worked")
    }

    @Test func stoppingEarlyCancelsTheRequest() async throws {
        var script = StreamingTransport.Script.chat(CannedReplies.ideasJSON(count: 3), done: false)
        script.pieces.removeLast()
        script.staysOpen = true
        let transport = StreamingTransport(script)
        for try await _ in Self.engine(transport).stream(for: Self.items, preferences: .none, today: nil) { break }
        // The reply stays open: only the cancelled request ends the wait.
        try await waitUntil { transport.readerStoppedEarly }
        #expect(transport.readerStoppedEarly)
    }

    @Test func anEchoedKeyNeverReachesAnIdea() async {
        let json = #"{"ideas":[{"name":"Box \#(Self.key)","ingredients":["a"],"steps":["b"]},{"name":"B","ingredients":["a"],"steps":["b"]},{"name":"C","ingredients":["a"],"steps":["b"]}]}"#
        let result = await Self.ideas(Self.engine(StreamingTransport(.chat(json, pieceLength: 5))))
        #expect(result.ideas.count == 3)
        #expect(!result.ideas.joined().contains(Self.key))
    }
}
