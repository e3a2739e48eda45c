import Foundation
import LunchBoxCore

/// A transport that records requests and answers from a closure, without a network.
public final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [HTTPRequest] = []
    private let respond: @Sendable (HTTPRequest) throws -> HTTPResponse

    public init(respond: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) {
        self.respond = respond
    }

    /// Answers every request with `status` and `body`.
    public convenience init(status: Int = 200, body: String, headers: [String: String] = [:]) {
        self.init { _ in HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)) }
    }

    public var requests: [HTTPRequest] {
        lock.withLock { recorded }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return try respond(request)
    }
}
