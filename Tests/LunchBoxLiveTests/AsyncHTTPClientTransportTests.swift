import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import Testing

/// The AsyncHTTPClient transport, request and reply whole (`send`).
///
/// No test bounds its time in seconds: a deadline shows in the error it ends with, and a
/// request that should end at once but would wait for its deadline is given an hour, so
/// only the suite's time limit (a hang) could stop it.
@Suite("AsyncHTTPClient transport", .timeLimit(.minutes(2)))
struct AsyncHTTPClientTransportTests {
    static let limit = 64 * 1024
    static let key = "sk-live-ABCDEFGHIJKLMNOP1234"

    /// An hour unless a test is about the deadline: on a loaded 2-core machine a test can
    /// wait seconds for a thread.
    static func request(to url: URL, timeout: TimeInterval = 3600, headers: [String: String] = [:]) -> HTTPRequest {
        HTTPRequest(url: url.appendingPathComponent("chat/completions"), method: "POST", headers: headers, body: Data(#"{"hello":"world"}"#.utf8), timeout: timeout)
    }

    /// Sends `request`; answers the reply or the transport error.
    static func send(_ request: HTTPRequest, limit: Int = AsyncHTTPClientTransport.maximumResponseSize) async -> Result<HTTPResponse, TransportError> {
        do {
            return .success(try await AsyncHTTPClientTransport(maximumResponseSize: limit).send(request))
        } catch let error as TransportError {
            return .failure(error)
        } catch {
            return .failure(.other("not a transport error: \(error)"))
        }
    }

    @Test func aReplyArrivesWholeAndTheRequestAsWritten() async throws {
        let body = String(repeating: "a", count: Self.limit)
        let server = try await FakeOpenAIServer.start(reply: .init(status: 201, headers: ["X-Test": "yes", "Content-Type": "application/json"], body: body))
        let result = await Self.send(Self.request(to: server.baseURL, headers: ["Authorization": "Bearer \(Self.key)", "X-Client": "lunchbox"]), limit: Self.limit)
        let received = await server.requests()
        await server.stop()
        let response = try result.get()
        #expect(response.statusCode == 201)
        #expect(response.body == Data(body.utf8))
        #expect(response.header("X-Test") == "yes")
        #expect(response.headers["content-type"] == "application/json")
        let request = try #require(received.first)
        #expect(request.path == "/v1/chat/completions")
        #expect(request.headers["authorization"] == "Bearer \(Self.key)")
        #expect(request.headers["x-client"] == "lunchbox")
        #expect(request.body == Data(#"{"hello":"world"}"#.utf8))
    }

    @Test func aReplyThatSaysItIsTooLargeIsRefused() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "a", count: Self.limit + 1)))
        let result = await Self.send(Self.request(to: server.baseURL), limit: Self.limit)
        await server.stop()
        #expect(result.failure == .responseTooLarge)
    }

    /// 64 KB a millisecond without a length, for ever: refused once past 4 MB, and the
    /// server sees the client hang up.
    @Test func anEndlessReplyIsCutOffAtTheLimit() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "a", count: 64 * 1024), repeatsForever: true))
        let result = await Self.send(Self.request(to: server.baseURL))
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(result.failure == .responseTooLarge)
        #expect(endings == [.clientHungUp])
    }

    @Test func aSilentServerTimesOutAtTheDeadline() async throws {
        let silent = try SilentServer()
        let started = ContinuousClock.now
        let result = await Self.send(Self.request(to: silent.baseURL, timeout: 1.5))
        #expect(result.failure == .timedOut)
        #expect(ContinuousClock.now - started >= .milliseconds(1400), "not before the deadline")
    }

    /// The deadline covers the body too: a reply whose head came at once but whose body
    /// never ends in time.
    @Test func aBodyStillArrivingAtTheDeadlineTimesOut() async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(["data: tick\n\n"], interval: 0.2, endless: true))
        let result = await Self.send(Self.request(to: server.baseURL, timeout: 1.5))
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(result.failure == .timedOut)
        #expect(endings == [.clientHungUp])
    }

    /// Refused at once, not retried until the hour's deadline (which the time limit ends).
    @Test func aRefusedPortCannotConnect() async throws {
        let refused = try RefusedPort()
        let result = await Self.send(Self.request(to: URL(string: "http://127.0.0.1:\(refused.port)/v1")!))
        #expect(result.failure == .cannotConnect)
    }

    /// The key must not follow a redirect to another host: the redirect is the answer.
    @Test func aRedirectIsNotFollowed() async throws {
        let elsewhere = try await FakeOpenAIServer.start(reply: .init(body: "{}"))
        let target = elsewhere.baseURL.appendingPathComponent("chat/completions").absoluteString
        let server = try await FakeOpenAIServer.start(reply: .init(status: 307, headers: ["Location": target], body: ""))
        let result = await Self.send(Self.request(to: server.baseURL, headers: ["Authorization": "Bearer \(Self.key)"]))
        let followed = await elsewhere.requests()
        await server.stop()
        await elsewhere.stop()
        #expect(try result.get().statusCode == 307)
        #expect(followed.isEmpty)
    }

    /// A header the client refuses (a line break in the key) fails without naming its value.
    @Test func anErrorNeverShowsTheAuthorizationHeader() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: "{}"))
        let result = await Self.send(Self.request(to: server.baseURL, headers: ["Authorization": "Bearer \(Self.key)\r\nX-Injected: 1"]))
        await server.stop()
        let error = try #require(result.failure)
        #expect(!String(describing: error).contains(Self.key))
        #expect(await server.requests().isEmpty)
    }

    @Test func cancellingTheCallerThrowsCancellationError() async throws {
        let silent = try SilentServer()
        let request = Self.request(to: silent.baseURL)
        let task = Task { try await AsyncHTTPClientTransport().send(request) }
        try await Task.sleep(for: .milliseconds(300))
        task.cancel()
        // Before the hour's deadline: the time limit ends a request that waited for it.
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
