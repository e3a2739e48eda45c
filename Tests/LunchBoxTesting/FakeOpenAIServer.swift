import Foundation
import Hummingbird
import Logging

/// An OpenAI-compatible server on 127.0.0.1 that answers with canned replies, so the
/// chat client can be tested over real HTTP.
public final class FakeOpenAIServer: Sendable {
    /// What the server received.
    public struct ReceivedRequest: Sendable {
        public let path: String
        /// Header names lowercased.
        public let headers: [String: String]
        public let body: Data
    }

    /// What the server sends back for one request.
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: String
        /// Seconds to wait before answering.
        public var delay: Double
        /// Sends `body` again and again, without a length, until the client hangs up.
        /// Make it a few kilobytes.
        public var repeatsForever: Bool
        /// When not empty, sent instead of `body`: one piece at a time, `chunkInterval`
        /// seconds apart, without a length (chunked), as a model streams its reply.
        public var chunks: [String]
        public var chunkInterval: Double
        /// Sends `chunks` over and over until the client hangs up (at most two minutes).
        public var endless: Bool

        public init(
            status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: String, delay: Double = 0,
            repeatsForever: Bool = false
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.repeatsForever = repeatsForever
            self.chunks = []
            self.chunkInterval = 0
            self.endless = false
        }

        /// A `text/event-stream` reply written in `chunks`, `interval` seconds apart.
        public static func eventStream(_ chunks: [String], interval: Double, endless: Bool = false) -> Reply {
            var reply = Reply(headers: ["Content-Type": "text/event-stream"], body: "")
            reply.chunks = chunks
            reply.chunkInterval = interval
            reply.endless = endless
            return reply
        }
    }

    /// How the server's writing of one reply ended.
    public enum ResponseEnding: Equatable, Sendable {
        /// Everything was written.
        case completed
        /// Writing failed or was cancelled: the client hung up.
        case clientHungUp
    }

    public let baseURL: URL
    private let task: Task<Void, any Error>
    private let log: RequestLog

    /// Starts a server; `respond` decides each reply from the request.
    public static func start(respond: @escaping @Sendable (ReceivedRequest) -> Reply) async throws -> FakeOpenAIServer {
        let log = RequestLog()
        let router = Router()
        router.post("/v1/chat/completions") { request, context -> Response in
            let buffer = try await request.body.collect(upTo: 10 * 1024 * 1024)
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName.lowercased()] = field.value }
            let received = ReceivedRequest(path: request.uri.path, headers: headers, body: Data(buffer.readableBytesView))
            await log.append(received)
            let reply = respond(received)
            if reply.delay > 0 { try? await Task.sleep(for: .milliseconds(Int(reply.delay * 1000))) }
            var responseHeaders = HTTPFields()
            for (name, value) in reply.headers {
                if let fieldName = HTTPFields.Element.Name(name) { responseHeaders[fieldName] = value }
            }
            return Response(
                status: HTTPResponse.Status(code: reply.status),
                headers: responseHeaders,
                body: Self.body(of: reply, log: log)
            )
        }
        let (portStream, portContinuation) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "fake-openai")
        logger.logLevel = .critical
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                portContinuation.yield(channel.localAddress?.port ?? 0)
                portContinuation.finish()
            },
            logger: logger
        )
        let task = Task { try await app.runService(gracefulShutdownSignals: []) }
        var port = 0
        for await value in portStream { port = value }
        guard port > 0 else {
            task.cancel()
            throw FakeServerError.didNotStart
        }
        return FakeOpenAIServer(baseURL: URL(string: "http://127.0.0.1:\(port)/v1")!, task: task, log: log)
    }

    /// Writes a streamed reply piece by piece, recording when each piece went out and how
    /// the writing ended. Writing stops with an error once the client hangs up.
    private static func body(of reply: Reply, log: RequestLog) -> ResponseBody {
        let pieces: [String]
        let interval: Double
        let rounds: Int
        if !reply.chunks.isEmpty {
            (pieces, interval) = (reply.chunks, reply.chunkInterval)
            rounds = reply.endless ? max(1, Int(120 / max(interval * Double(pieces.count), 0.001))) : 1
        } else if reply.repeatsForever {
            // A piece a millisecond, for at most two minutes.
            (pieces, interval, rounds) = ([reply.body], 0.001, 120_000)
        } else {
            return ResponseBody(byteBuffer: ByteBuffer(string: reply.body))
        }
        return ResponseBody { writer in
            do {
                var first = true
                for _ in 0..<rounds {
                    for piece in pieces {
                        if !first { try await Task.sleep(for: .milliseconds(Int(interval * 1000))) }
                        first = false
                        try await writer.write(ByteBuffer(string: piece))
                        await log.sent()
                    }
                }
                try await writer.finish(nil)
                await log.ended(.completed)
            } catch {
                await log.ended(.clientHungUp)
                throw error
            }
        }
    }

    /// Starts a server that always sends the same reply.
    public static func start(reply: Reply) async throws -> FakeOpenAIServer {
        try await start { _ in reply }
    }

    private init(baseURL: URL, task: Task<Void, any Error>, log: RequestLog) {
        self.baseURL = baseURL
        self.task = task
        self.log = log
    }

    public func requests() async -> [ReceivedRequest] {
        await log.all
    }

    /// When each piece of the streamed replies was written, in order.
    public func piecesSent() async -> [ContinuousClock.Instant] {
        await log.piecesSent
    }

    /// How the streamed replies ended, in order.
    public func responseEndings() async -> [ResponseEnding] {
        await log.endings
    }

    /// Waits until `count` streamed replies have ended; answers the endings. No deadline of
    /// its own: the test's `.timeLimit` ends a wait for a reply that never ends.
    public func waitForResponseEndings(count: Int = 1) async throws -> [ResponseEnding] {
        try await waitUntil { await log.endings.count >= count }
        return await log.endings
    }

    public func stop() async {
        task.cancel()
        _ = await task.result
    }
}

public enum FakeServerError: Error {
    case didNotStart
}

private actor RequestLog {
    private(set) var all: [FakeOpenAIServer.ReceivedRequest] = []

    private(set) var piecesSent: [ContinuousClock.Instant] = []
    private(set) var endings: [FakeOpenAIServer.ResponseEnding] = []

    func append(_ request: FakeOpenAIServer.ReceivedRequest) {
        all.append(request)
    }

    func sent() {
        piecesSent.append(.now)
    }

    func ended(_ ending: FakeOpenAIServer.ResponseEnding) {
        endings.append(ending)
    }
}
