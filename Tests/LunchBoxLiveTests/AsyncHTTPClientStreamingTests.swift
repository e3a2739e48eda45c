import Foundation
import LunchBoxCore
import LunchBoxLive
import LunchBoxTesting
import Testing

/// The AsyncHTTPClient transport handing over a reply as it arrives (`stream`).
@Suite("AsyncHTTPClient transport, streaming", .timeLimit(.minutes(2)))
struct AsyncHTTPClientStreamingTests {
    static let events = (1...6).map { "data: {\"n\":\($0)}\n\n" }

    static func request(to url: URL, timeout: TimeInterval = 3600) -> HTTPRequest {
        HTTPRequest(url: url.appendingPathComponent("chat/completions"), method: "POST", body: Data("{}".utf8), timeout: timeout)
    }

    /// Reads the whole body; answers the pieces with when each arrived, and the error
    /// that ended it.
    static func read(_ body: AsyncThrowingStream<Data, any Error>) async -> (pieces: [(Data, ContinuousClock.Instant)], error: (any Error)?) {
        var pieces: [(Data, ContinuousClock.Instant)] = []
        do {
            for try await piece in body { pieces.append((piece, .now)) }
            return (pieces, nil)
        } catch {
            return (pieces, error)
        }
    }

    @Test func piecesArriveInOrderBeforeTheReplyEnds() async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(Self.events, interval: 0.5))
        let response = try await AsyncHTTPClientTransport().stream(Self.request(to: server.baseURL))
        let (pieces, error) = await Self.read(response.body)
        let sent = await server.piecesSent()
        await server.stop()
        #expect(error == nil)
        #expect(response.statusCode == 200)
        #expect(response.header("Content-Type") == "text/event-stream")
        #expect(String(decoding: pieces.flatMap(\.0), as: UTF8.self) == Self.events.joined())
        #expect(pieces.count > 1, "the body came in pieces, not at the end")
        let firstReceived = try #require(pieces.first?.1)
        let lastSent = try #require(sent.last)
        // The pieces are written 0.5 s apart: 2.5 s pass between the first and the last.
        #expect(firstReceived < lastSent, "the first piece was read before the last was written")
    }

    /// An AsyncThrowingStream ends (and its request with it) once no one holds it or
    /// iterates it any more, as when the caller returns after `break`.
    @Test func stoppingEarlyEndsTheRequestOnTheServer() async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(Self.events, interval: 0.1, endless: true))
        let count = try await AsyncHTTPClientTransport().readPieces(2, of: Self.request(to: server.baseURL))
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(count == 2)
        #expect(endings == [.clientHungUp])
    }

    @Test func cancellingTheReadingTaskEndsTheRequestPromptly() async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(Self.events, interval: 0.1, endless: true))
        let transport = AsyncHTTPClientTransport()
        let request = Self.request(to: server.baseURL)
        let (firstPiece, firstPieceArrived) = AsyncStream<Void>.makeStream()
        let reader = Task {
            let response = try await transport.stream(request)
            for try await _ in response.body { firstPieceArrived.yield() }
        }
        for await _ in firstPiece { break }
        reader.cancel()
        // Ending quietly or with CancellationError are both fine: not with another error.
        do {
            try await reader.value
        } catch {
            #expect(error is CancellationError, "got \(error)")
        }
        // The reply is endless and its deadline an hour away: only cancelling ends it.
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(endings == [.clientHungUp])
    }

    @Test func anEndlessBodyIsRefusedAtTheLimit() async throws {
        let limit = 256 * 1024
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "a", count: 8 * 1024), repeatsForever: true))
        let response = try await AsyncHTTPClientTransport(maximumResponseSize: limit).stream(Self.request(to: server.baseURL))
        let (pieces, error) = await Self.read(response.body)
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(error as? TransportError == .responseTooLarge)
        #expect(pieces.reduce(0) { $0 + $1.0.count } <= limit)
        #expect(endings == [.clientHungUp])
    }

    @Test func aLengthOverTheLimitIsRefusedAtOnce() async throws {
        let server = try await FakeOpenAIServer.start(reply: .init(body: String(repeating: "a", count: 64 * 1024 + 1)))
        await #expect(throws: TransportError.responseTooLarge) {
            _ = try await AsyncHTTPClientTransport(maximumResponseSize: 64 * 1024).stream(Self.request(to: server.baseURL))
        }
        await server.stop()
    }

    @Test func aSilentServerTimesOutBeforeAnyReply() async throws {
        let silent = try SilentServer()
        await #expect(throws: TransportError.timedOut) {
            _ = try await AsyncHTTPClientTransport().stream(Self.request(to: silent.baseURL, timeout: 1))
        }
    }

    /// `HTTPRequest.timeout` is the deadline of the whole request, the body included.
    @Test func aStreamStillGoingAtTheDeadlineTimesOut() async throws {
        let server = try await FakeOpenAIServer.start(reply: .eventStream(Self.events, interval: 0.2, endless: true))
        let response = try await AsyncHTTPClientTransport().stream(Self.request(to: server.baseURL, timeout: 5))
        // The reply's head has arrived and its body never ends: the deadline can only have
        // struck while the body was streaming. (How many pieces came first depends on how
        // busy the machine is: on a starved one, none.)
        let (_, error) = await Self.read(response.body)
        let endings = try await server.waitForResponseEndings()
        await server.stop()
        #expect(error as? TransportError == .timedOut)
        #expect(endings == [.clientHungUp])
    }
}
