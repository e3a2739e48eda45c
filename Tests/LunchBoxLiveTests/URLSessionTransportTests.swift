import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import LunchBoxURLSession
import Testing

/// The live transport refuses replies over its size limit while they arrive, not after.
@Suite("URLSession transport", .timeLimit(.minutes(2)))
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
        // The transport's limit is small here: 4 MB in 16 kB writes took over a minute on a
        // starved machine and timed out first. What is under test is the client's words.
        let client = ChatClient(transport: URLSessionTransport(maximumResponseSize: Self.limit), networkMonitor: FixedNetworkMonitor(online: true))
        let result = await ChatClientHTTPTests.ideas(client: client, baseURL: server.baseURL, timeout: 600)
        await server.stop()
        #expect(result.failure == .invalidResponse("the reply was too large"))
    }
}

/// The URLSession transport keeps the AsyncHTTPClient transport's rules: a redirect is
/// the answer (the key's request never reaches another host), and one deadline covers
/// the whole exchange, body included. The iOS app streams through the same code.
@Suite("URLSession transport, redirects and deadlines", .timeLimit(.minutes(2)))
struct URLSessionTransportRulesTests {
    static let key = "sk-live-ABCDEFGHIJKLMNOP1234"

    static func request(to url: URL, timeout: TimeInterval = 3600) -> HTTPRequest {
        HTTPRequest(
            url: url.appendingPathComponent("chat/completions"), method: "POST", headers: ["Authorization": "Bearer \(key)"], body: Data("{}".utf8),
            timeout: timeout)
    }

    @Test(arguments: [301, 302, 307, 308])
    func aRedirectIsTheAnswer(status: Int) async throws {
        let elsewhere = try await FakeOpenAIServer.start(reply: .init(body: "{}"))
        let target = elsewhere.baseURL.appendingPathComponent("chat/completions").absoluteString
        let server = try await FakeOpenAIServer.start(reply: .init(status: status, headers: ["Location": target], body: ""))
        let result = await Self.outcome { try await URLSessionTransport().send(Self.request(to: server.baseURL)) }
        let followed = await elsewhere.requests()
        await server.stop()
        await elsewhere.stop()
        #expect(followed.isEmpty, "the request went on to the redirect's host")
        #expect(try result.get().statusCode == status)
    }

    @Test func aStreamedRedirectIsNotFollowedEither() async throws {
        let elsewhere = try await FakeOpenAIServer.start(reply: .eventStream(["data: {}\n\n"], interval: 0))
        let target = elsewhere.baseURL.appendingPathComponent("chat/completions").absoluteString
        let server = try await FakeOpenAIServer.start(reply: .init(status: 307, headers: ["Location": target], body: ""))
        let result = await Self.outcome { try await URLSessionTransport().stream(Self.request(to: server.baseURL)).statusCode }
        let followed = await elsewhere.requests()
        await server.stop()
        await elsewhere.stop()
        #expect(followed.isEmpty)
        #expect(try result.get() == 307)
    }

    /// A server that answers at once and then sends a piece every 0.3 s for minutes:
    /// every read is quick, so only a deadline over the whole exchange stops it.
    @Test(arguments: [false, true])
    func aTrickleIsCutOffAtTheDeadline(streaming: Bool) async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(["data: {}\n\n"], interval: 0.3, endless: true))
        let result = await Self.outcome { () -> Int in
            let transport = URLSessionTransport()
            let request = Self.request(to: server.baseURL, timeout: 2)
            guard streaming else { return try await transport.send(request).body.count }
            var count = 0
            for try await piece in try await transport.stream(request).body { count += piece.count }
            return count
        }
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        // Had the deadline not held, the server's two minutes would end the reply whole.
        #expect(result.failure == .timedOut)
        #expect(endings == [.clientHungUp])
    }

    @Test func piecesArriveBeforeTheReplyEnds() async throws {
        let events = (1...4).map { "data: {\"n\":\($0)}\n\n" }
        let server = try await FakeOpenAIServer.start(reply: .eventStream(events, interval: 0.4))
        let response = try await URLSessionTransport().stream(Self.request(to: server.baseURL))
        var pieces: [(Data, ContinuousClock.Instant)] = []
        for try await piece in response.body { pieces.append((piece, .now)) }
        let sent = await server.piecesSent()
        await server.stop()
        #expect(response.statusCode == 200)
        #expect(String(decoding: pieces.flatMap(\.0), as: UTF8.self) == events.joined())
        let firstReceived = try #require(pieces.first?.1)
        let lastSent = try #require(sent.last)
        #expect(firstReceived < lastSent, "the first piece was read before the last was written")
    }

    /// The request's own deadline is an hour: the server hears the hang-up when the reader
    /// lets go, or the suite's time limit ends the wait.
    @Test func stoppingEarlyEndsTheRequestOnTheServer() async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(["data: {}\n\n"], interval: 0.1, endless: true))
        let read = try await URLSessionTransport().readPieces(2, of: Self.request(to: server.baseURL))
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(read == 2)
        #expect(endings == [.clientHungUp])
    }

    static func outcome<T: Sendable>(_ body: @Sendable () async throws -> T) async -> Result<T, TransportError> {
        do {
            return .success(try await body())
        } catch let error as TransportError {
            return .failure(error)
        } catch {
            return .failure(.other("\(error)"))
        }
    }
}
