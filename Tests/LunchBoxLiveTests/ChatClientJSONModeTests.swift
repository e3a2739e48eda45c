import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Servers that refuse a response format: the client steps down from a JSON schema to a
/// schema-constrained JSON object, a plain JSON object, and at last none.
@Suite("Chat client without JSON mode", .timeLimit(.minutes(2)))
struct ChatClientJSONModeTests {
    static let refusal = FakeOpenAIServer.Reply(status: 400, body: #"{"error":"'response_format.type' must be 'json_schema' or 'text'"}"#)

    static func askedForJSONMode(_ request: FakeOpenAIServer.ReceivedRequest) throws -> Bool {
        try JSONDecoder().decode(ChatCompletionRequest.self, from: request.body).responseFormat != nil
    }

    static func format(_ request: FakeOpenAIServer.ReceivedRequest) throws -> ResponseFormat.Kind? {
        try JSONDecoder().decode(ChatCompletionRequest.self, from: request.body).responseFormat?.kind
    }

    @Test func aServerThatRefusesJSONModeIsAskedAgainWithoutIt() async throws {
        let server = try await FakeOpenAIServer.start { request in
            (try? Self.askedForJSONMode(request)) == false
                ? .init(body: CannedReplies.completion(content: CannedReplies.ideasJSON(count: 3))) : Self.refusal
        }
        let result = await ChatClientHTTPTests.ideas(baseURL: server.baseURL)
        let requests = await server.requests()
        await server.stop()
        #expect(try result.get().count == 3)
        #expect(try requests.map(Self.format) == [.jsonSchema, .jsonObjectWithSchema, .jsonObject, nil])
        let retried = try JSONSerialization.jsonObject(with: requests[3].body) as? [String: Any]
        #expect(retried?["response_format"] == nil)
        #expect(requests[3].headers["authorization"] == "Bearer \(ChatClientHTTPTests.key)")
    }

    @Test func aSecondRefusalIsReportedNotRetriedForever() async throws {
        let server = try await FakeOpenAIServer.start(reply: Self.refusal)
        let result = await ChatClientHTTPTests.ideas(baseURL: server.baseURL)
        let requests = await server.requests()
        await server.stop()
        #expect(requests.count == 4, "each format once, then none, then the refusal is reported")
        guard case .httpError(statusCode: 400, _, _, _) = result.failure else { Issue.record("got \(result)"); return }
    }

    @Test func anotherBadRequestIsNotRetried() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(status: 400, body: #"{"error":{"message":"model 'x' not found"}}"#))
        let result = await ChatClientHTTPTests.ideas(baseURL: server.baseURL)
        let requests = await server.requests()
        await server.stop()
        #expect(requests.count == 1)
        guard case .httpError(statusCode: 400, _, let message, _) = result.failure else { Issue.record("got \(result)"); return }
        #expect(message == "model 'x' not found")
    }
}
