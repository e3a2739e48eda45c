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

        public init(
            status: Int = 200, headers: [String: String] = ["Content-Type": "application/json"], body: String, delay: Double = 0,
            repeatsForever: Bool = false
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.repeatsForever = repeatsForever
        }
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
                body: reply.repeatsForever
                    ? ResponseBody { writer in
                        let chunk = ByteBuffer(string: reply.body)
                        // A chunk a millisecond, for at most two minutes: writing stops with an
                        // error once the client hangs up.
                        for _ in 0..<120_000 {
                            try await writer.write(chunk)
                            try await Task.sleep(for: .milliseconds(1))
                        }
                        try await writer.finish(nil)
                    }
                    : ResponseBody(byteBuffer: ByteBuffer(string: reply.body))
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

    func append(_ request: FakeOpenAIServer.ReceivedRequest) {
        all.append(request)
    }
}
