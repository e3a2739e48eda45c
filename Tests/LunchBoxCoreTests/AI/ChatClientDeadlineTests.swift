import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// One timeout for a whole AI request, however many response formats it tries (issue
/// 27, case 8): a server that refused each format after 4 s made a 5 s timeout last 16 s.
@Suite("Chat client deadline")
struct ChatClientDeadlineTests {
    /// Refuses every response format, each time after `delay` seconds; keeps a request's
    /// deadline as the live transports do.
    final class SlowRefusal: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [HTTPRequest] = []
        let delay: Double

        init(delay: Double) {
            self.delay = delay
        }

        var requests: [HTTPRequest] { lock.withLock { recorded } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            lock.withLock { recorded.append(request) }
            try await Task.sleep(nanoseconds: UInt64(min(delay, request.timeout) * 1_000_000_000))
            if delay > request.timeout { throw TransportError.timedOut }
            return HTTPResponse(statusCode: 400, body: Data(#"{"error":{"message":"response_format json_schema is not supported"}}"#.utf8))
        }
    }

    @Test func theLadderSharesOneTimeout() async throws {
        let transport = SlowRefusal(delay: 1)
        let client = ChatClient(transport: transport, networkMonitor: FixedNetworkMonitor(online: true))
        let configuration = AIConfiguration(baseURL: URL(string: "http://127.0.0.1:9/v1")!, model: "m", timeout: 2.5)
        await #expect(throws: AIClientError.timedOut(seconds: 3)) {
            _ = try await client.complete(ChatPrompt(system: "s", user: "u"), configuration: configuration, apiKey: "sk-test")
        }
        let requests = transport.requests
        #expect(requests.count < 4, "the fourth format is never tried: the time was up")
        try #require(requests.count >= 2)
        #expect(requests[1].timeout < requests[0].timeout, "each try gets what is left")
    }
}
