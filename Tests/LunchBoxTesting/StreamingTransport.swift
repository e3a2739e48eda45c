import Foundation
import LunchBoxCore

/// A transport that answers every request with a scripted streamed reply: its pieces in
/// order, then optionally an error (a connection that breaks). Records the requests, and
/// whether a reader stopped early (which must cancel the request).
public final class StreamingTransport: HTTPTransport, @unchecked Sendable {
    public struct Script: Sendable {
        public var status: Int
        public var contentType: String
        public var pieces: [Data]
        public var failure: TransportError?
        /// Never ends after the pieces: a model still writing.
        public var staysOpen: Bool

        public init(status: Int = 200, contentType: String = "text/event-stream", pieces: [Data], failure: TransportError? = nil, staysOpen: Bool = false) {
            self.status = status
            self.contentType = contentType
            self.pieces = pieces
            self.failure = failure
            self.staysOpen = staysOpen
        }

        /// An OpenAI-style event stream carrying `content` cut into `pieceLength` pieces,
        /// then `finishReason` and `[DONE]`.
        public static func chat(_ content: String, pieceLength: Int = 7, finishReason: String = "stop", done: Bool = true) -> Script {
            var events: [String] = []
            var rest = Substring(content)
            while !rest.isEmpty {
                let piece = rest.prefix(pieceLength)
                rest = rest.dropFirst(piece.count)
                events.append(chunk(content: String(piece), finishReason: nil))
            }
            events.append(chunk(content: nil, finishReason: finishReason))
            if done { events.append("data: [DONE]\n\n") }
            return Script(pieces: events.map { Data($0.utf8) })
        }

        static func chunk(content: String?, finishReason: String?) -> String {
            var choice: [String: Any] = ["index": 0, "delta": content.map { ["content": $0] } ?? [:]]
            choice["finish_reason"] = finishReason ?? NSNull()
            let object: [String: Any] = ["model": "test-model", "choices": [choice]]
            let json = String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
            return "data: \(json)\n\n"
        }
    }

    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private var stoppedEarly = false
    private let respond: @Sendable (HTTPRequest, Int) -> Script

    /// `respond` gets the request and how many came before it.
    public init(respond: @escaping @Sendable (HTTPRequest, Int) -> Script) {
        self.respond = respond
    }

    public convenience init(_ script: Script) {
        self.init { _, _ in script }
    }

    public var requests: [HTTPRequest] { lock.withLock { recorded } }
    public var readerStoppedEarly: Bool { lock.withLock { stoppedEarly } }

    private func markStoppedEarly() {
        lock.withLock { stoppedEarly = true }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let streamed = try await stream(request)
        var body = Data()
        for try await piece in streamed.body { body.append(piece) }
        return HTTPResponse(statusCode: streamed.statusCode, headers: streamed.headers, body: body)
    }

    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let index = lock.withLock {
            recorded.append(request)
            return recorded.count - 1
        }
        let script = respond(request, index)
        let body = AsyncThrowingStream<Data, any Error> { continuation in
            continuation.onTermination = { [weak self] termination in
                if case .cancelled = termination { self?.markStoppedEarly() }
            }
            for piece in script.pieces { continuation.yield(piece) }
            if let failure = script.failure {
                continuation.finish(throwing: failure)
            } else if !script.staysOpen {
                continuation.finish()
            }
        }
        return HTTPStreamingResponse(statusCode: script.status, headers: ["Content-Type": script.contentType], body: body)
    }
}
