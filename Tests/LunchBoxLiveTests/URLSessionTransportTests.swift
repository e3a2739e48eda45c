import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import LunchBoxURLSession
import Testing

/// The live transport refuses replies over its size limit while they arrive, not after.
@Suite("URLSession transport")
struct URLSessionTransportTests {
    static let limit = 64 * 1024

    static func send(to server: FakeOpenAIServer) async -> Result<HTTPResponse, TransportError> {
        let request = HTTPRequest(url: server.baseURL.appendingPathComponent("chat/completions"), method: "POST", headers: [:], body: Data("{}".utf8), timeout: 60)
        do {
            return .success(try await URLSessionTransport(maximumResponseSize: Self.limit).send(request))
        } catch let error as TransportError {
            return .failure(error)
        } catch {
            return .failure(.other("\(error)"))
        }
    }

    @Test func aReplyWithinTheLimitArrivesWhole() async throws {
        let body = String(repeating: "a", count: Self.limit)
        let server = try await FakeOpenAIServer.start(reply: .init(status: 201, headers: ["X-Test": "yes"], body: body))
        let result = await Self.send(to: server)
        await server.stop()
        let response = try result.get()
        #expect(response.statusCode == 201)
        #expect(response.body == Data(body.utf8))
        #expect(response.header("x-test") == "yes")
    }

    @Test func aReplyThatSaysItIsTooLargeIsRefused() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "a", count: Self.limit + 1)))
        let result = await Self.send(to: server)
        await server.stop()
        #expect(result.failure == .responseTooLarge)
    }

    /// A reply without a length that never ends: the old check after the download could
    /// only time out, holding everything received in memory.
    @Test func anEndlessReplyIsCutOffAtTheLimit() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "a", count: 8 * 1024), repeatsForever: true))
        let result = await Self.send(to: server)
        await server.stop()
        #expect(result.failure == .responseTooLarge)
    }

    @Test func theChatClientExplainsATooLargeReply() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "x", count: 16 * 1024), repeatsForever: true))
        // A generous deadline: the limit is reached in milliseconds, but a loaded CI
        // machine must not turn this into a timeout.
        let result = await ChatClientHTTPTests.ideas(baseURL: server.baseURL, timeout: 60, over: .urlSession)
        await server.stop()
        #expect(result.failure == .invalidResponse("the reply was too large"))
    }
}
