import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import Testing

/// The chat client over real HTTP against a loopback server with canned replies, over
/// each live transport.
@Suite("Chat client over HTTP", .timeLimit(.minutes(2)))
struct ChatClientHTTPTests {
    static let key = "sk-live-ABCDEFGHIJKLMNOP1234"
    static let items = [InventoryItem(name: "eggs", quantity: "6"), InventoryItem(name: "bread")]

    /// Asks for ideas from a server that sends `reply`; returns the ideas or the error.
    static func ideas(over kind: TransportKind, reply: FakeOpenAIServer.Reply, timeout: TimeInterval = 60) async throws -> Result<[LunchBoxIdea], AIClientError> {
        let server = try await FakeOpenAIServer.start(reply: reply)
        defer { Task { await server.stop() } }
        return await ideas(baseURL: server.baseURL, timeout: timeout, over: kind)
    }

    static func ideas(baseURL: URL, timeout: TimeInterval = 60, over kind: TransportKind = .asyncHTTPClient) async -> Result<[LunchBoxIdea], AIClientError> {
        await ideas(client: ChatClient(transport: kind.make(), networkMonitor: FixedNetworkMonitor(online: true)), baseURL: baseURL, timeout: timeout)
    }

    static func ideas(client: ChatClient, baseURL: URL, timeout: TimeInterval) async -> Result<[LunchBoxIdea], AIClientError> {
        let engine = AISuggestionEngine(client: client, configuration: AIConfiguration(baseURL: baseURL, model: "test-model", timeout: timeout), apiKey: key)
        do {
            return .success(try await engine.suggestions(for: items, preferences: .none, today: nil))
        } catch let error as AIClientError {
            return .failure(error)
        } catch {
            Issue.record("unexpected error type: \(error)")
            return .failure(.transport("unexpected"))
        }
    }

    static func expectKeyAbsent(from error: AIClientError) {
        #expect(!error.localizedDescription.contains(key))
        #expect(!String(describing: error).contains(key))
        #expect(!String(reflecting: error).contains(key))
    }

    @Test(arguments: TransportKind.allCases) func validReplyGivesIdeasAndSendsAWellFormedRequest(_ kind: TransportKind) async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 4))))
        let result = await Self.ideas(baseURL: server.baseURL, over: kind)
        let requests = await server.requests()
        await server.stop()
        let ideas = try result.get()
        #expect(ideas.count == 4)
        #expect(ideas.allSatisfy { $0.isComplete && $0.origin == .ai(model: "test-model") })
        let request = try #require(requests.first)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer \(Self.key)")
        let body = try JSONDecoder().decode(ChatCompletionRequest.self, from: request.body)
        #expect(body.model == "test-model")
        #expect(body.responseFormat?.kind == .jsonSchema, "a JSON schema first, where the server takes one")
        #expect(body.stream == true)
        #expect(body.messages.map(\.role) == ["system", "user"])
        #expect(body.messages[1].content.contains("eggs (6)"))
    }

    @Test(arguments: TransportKind.allCases) func twoIdeasAreNotEnough(_ kind: TransportKind) async throws {
        let result = try await Self.ideas(over: kind, reply: .init(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 2))))
        #expect(result.failure == .insufficientSuggestions(count: 2))
        #expect(result.failure?.localizedDescription.contains("Not enough suggestions") == true)
    }

    @Test(arguments: TransportKind.allCases) func codeFencedJSONIsAccepted(_ kind: TransportKind) async throws {
        let fenced = "Here are your ideas:\n```json\n\(CannedReplies.ideasJSON(count: 3))\n```\nEnjoy!"
        let result = try await Self.ideas(over: kind, reply: .init(body: CannedReplies.completion(content: fenced)))
        #expect(try result.get().count == 3)
    }

    @Test(arguments: TransportKind.allCases) func truncatedJSONIsAnInvalidResponse(_ kind: TransportKind) async throws {
        let cut = String(CannedReplies.ideasJSON(count: 3).prefix(40))
        let result = try await Self.ideas(over: kind, reply: .init(body: CannedReplies.completion(content: cut)))
        guard case .invalidResponse = result.failure else { Issue.record("got \(result)"); return }
        #expect(result.failure?.localizedDescription == "Unexpected response from the AI — please retry.")
    }

    @Test(arguments: TransportKind.allCases) func lengthFinishReasonSaysTheReplyWasCutOff(_ kind: TransportKind) async throws {
        let cut = String(CannedReplies.ideasJSON(count: 3).prefix(40))
        let result = try await Self.ideas(over: kind, reply: .init(body: CannedReplies.completion(content: cut, finishReason: "length")))
        #expect(result.failure == .truncatedResponse)
        #expect(result.failure?.localizedDescription.contains("cut off") == true)
    }

    @Test(arguments: TransportKind.allCases) func wrongShapeIsAnInvalidResponse(_ kind: TransportKind) async throws {
        let wrong = #"{"recipes":[{"title":"A","items":["eggs"]}]}"#
        let result = try await Self.ideas(over: kind, reply: .init(body: CannedReplies.completion(content: wrong)))
        #expect(result.failure == .invalidResponse("the reply did not have the expected ideas list"))
    }

    @Test(arguments: TransportKind.allCases) func htmlErrorPageIsAServiceError(_ kind: TransportKind) async throws {
        let result = try await Self.ideas(over: kind, reply: .init(status: 502, headers: ["Content-Type": "text/html"], body: CannedReplies.htmlErrorPage))
        guard case .httpError(502, _, nil, nil) = result.failure else { Issue.record("got \(result)"); return }
        #expect(result.failure?.localizedDescription.contains("Service unavailable") == true)
        #expect(result.failure?.localizedDescription.contains("<html") == false)
    }

    @Test(arguments: TransportKind.allCases) func htmlPageWithStatus200IsAnInvalidResponse(_ kind: TransportKind) async throws {
        let result = try await Self.ideas(over: kind, reply: .init(headers: ["Content-Type": "text/html"], body: CannedReplies.htmlErrorPage))
        #expect(result.failure == .invalidResponse("the server sent a web page instead of a chat reply"))
    }

    @Test(arguments: TransportKind.allCases) func unauthorizedMeansAnInvalidKey(_ kind: TransportKind) async throws {
        let result = try await Self.ideas(over: kind, reply: .init(status: 401, body: CannedReplies.errorBody(message: "Incorrect API key provided.")))
        guard case .httpError(401, _, _, _) = result.failure else { Issue.record("got \(result)"); return }
        let message = try #require(result.failure?.localizedDescription)
        #expect(message.contains("Invalid API key"))
        #expect(message.contains("Settings"))
        #expect(UserFacingError(result.failure!).actions == [.openSettings, .retry, .useOfflineChef])
    }

    @Test(arguments: TransportKind.allCases) func rateLimitSaysTryAgainShortlyWithRetryAfter(_ kind: TransportKind) async throws {
        let result = try await Self.ideas(
            over: kind, reply: .init(status: 429, headers: ["Content-Type": "application/json", "Retry-After": "7"], body: CannedReplies.errorBody(message: "Rate limit reached")))
        guard case .httpError(429, _, _, 7) = result.failure else { Issue.record("got \(result)"); return }
        let message = try #require(result.failure?.localizedDescription)
        #expect(message.contains("Rate limit reached — try again shortly"))
        #expect(message.contains("7 seconds"))
    }

    @Test(arguments: TransportKind.allCases) func serverErrorSaysServiceUnavailableAndOffersRetry(_ kind: TransportKind) async throws {
        let result = try await Self.ideas(over: kind, reply: .init(status: 500, body: CannedReplies.errorBody(message: "The server had an error")))
        guard case .httpError(500, _, _, _) = result.failure else { Issue.record("got \(result)"); return }
        #expect(result.failure?.localizedDescription.contains("Service unavailable") == true)
        #expect(UserFacingError(result.failure!).allowsRetry)
    }

    @Test(arguments: TransportKind.allCases) func aBodyThatEchoesTheKeyNeverLeaksIt(_ kind: TransportKind) async throws {
        let server = try await FakeOpenAIServer.start { request in
            let echoed = request.headers["authorization"] ?? ""
            return .init(status: 400, body: CannedReplies.errorBody(message: "Bad request with header \(echoed) and key \(Self.key)"))
        }
        let result = await Self.ideas(baseURL: server.baseURL, over: kind)
        await server.stop()
        let error = try #require(result.failure)
        guard case let .httpError(400, body, serverMessage, _) = error else { Issue.record("got \(error)"); return }
        #expect(!body.contains(Self.key))
        #expect(body.contains(SecretRedactor.placeholder))
        #expect(serverMessage?.contains(Self.key) == false)
        Self.expectKeyAbsent(from: error)
    }

    @Test(arguments: TransportKind.allCases) func aReplyThatEchoesTheKeyInIdeasNeverShowsIt(_ kind: TransportKind) async throws {
        let ideas = CannedReplies.ideasJSON(count: 3).replacingOccurrences(of: "Idea 1", with: "Idea \(Self.key)")
        let result = try await Self.ideas(over: kind, reply: .init(body: CannedReplies.completion(content: ideas)))
        let names = try result.get().map(\.name)
        #expect(!names.joined().contains(Self.key))
    }

    @Test(arguments: TransportKind.allCases) func aServerThatNeverAnswersTimesOut(_ kind: TransportKind) async throws {
        let silent = try SilentServer()
        let result = await Self.ideas(baseURL: silent.baseURL, timeout: 1, over: kind)
        #expect(result.failure == .timedOut(seconds: 1))
        #expect(result.failure?.localizedDescription.contains("did not answer within 1 seconds") == true)
    }

    @Test(arguments: TransportKind.allCases) func aRefusedConnectionSaysWhereItTried(_ kind: TransportKind) async throws {
        let refused = try RefusedPort()
        let result = await Self.ideas(baseURL: URL(string: "http://127.0.0.1:\(refused.port)/v1")!, over: kind)
        #expect(result.failure == .cannotConnect(host: "127.0.0.1"))
        #expect(result.failure?.localizedDescription.contains("Could not connect to 127.0.0.1") == true)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
