import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// One timeout for a whole AI request, however many response formats it tries (issue
/// 27, case 8): a server that refused each format after 4 s made a 5 s timeout last 16 s.
@Suite("Chat client deadline")
struct ChatClientDeadlineTests {
    /// A server that refuses every response format after 4 s, on a clock the test owns;
    /// like the live transports, it gives up when a request's own deadline comes first.
    final class SlowRefusal: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [HTTPRequest] = []
        private var elapsed = Duration.zero
        let start = ContinuousClock.now

        var requests: [HTTPRequest] { lock.withLock { recorded } }
        var now: ContinuousClock.Instant { lock.withLock { start + elapsed } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let answersIn = 4.0
            lock.withLock {
                recorded.append(request)
                elapsed += .milliseconds(Int(min(answersIn, request.timeout) * 1000))
            }
            if answersIn > request.timeout { throw TransportError.timedOut }
            return HTTPResponse(statusCode: 400, body: Data(#"{"error":{"message":"response_format json_schema is not supported"}}"#.utf8))
        }
    }

    @Test func theLadderSharesOneTimeout() async throws {
        let server = SlowRefusal()
        let client = ChatClient(transport: server, networkMonitor: FixedNetworkMonitor(online: true), now: { server.now })
        let configuration = AIConfiguration(baseURL: URL(string: "http://127.0.0.1:9/v1")!, model: "m", timeout: 5)
        await #expect(throws: AIClientError.timedOut(seconds: 5)) {
            _ = try await client.complete(ChatPrompt(system: "s", user: "u"), configuration: configuration, apiKey: "sk-test")
        }
        #expect(server.requests.map(\.timeout) == [5, 1], "the second format gets what is left, then the time is up")
        #expect(server.now - server.start == .seconds(5))
    }
}
