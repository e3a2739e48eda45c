import Foundation
import LunchBoxCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests with URLSession, for the iOS app (and, on Linux, the tests that hold
/// it to the same contract as the AsyncHTTPClient transport): no cookies, no cache, no
/// credential storage, redirects refused, one deadline for the whole exchange, replies
/// over the size limit refused as they arrive. `send` and `stream` are the same
/// exchange (`URLSessionExchange`); `send` only waits for all of the body.
public final class URLSessionTransport: HTTPTransport {
    /// Replies larger than this are refused; a chat reply is a few kilobytes.
    public static let maximumResponseSize = 4 * 1024 * 1024

    private let maximumResponseSize: Int

    public init(maximumResponseSize: Int = URLSessionTransport.maximumResponseSize) {
        self.maximumResponseSize = maximumResponseSize
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let streaming = try await stream(request)
        var body = Data()
        for try await piece in streaming.body {
            body.append(piece)
        }
        // A cancelled reader sees the body end early, not fail: never pass that off as the reply.
        try Task.checkCancellation()
        return HTTPResponse(statusCode: streaming.statusCode, headers: streaming.headers, body: body)
    }

    /// The reply's head, then its body as it arrives. Stopping the iteration early
    /// cancels the request; the deadline (`request.timeout`) covers the body too.
    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        // A session per request: its delegate is this exchange.
        let (body, writer) = AsyncThrowingStream<Data, any Error>.makeStream()
        let exchange = URLSessionExchange(limit: maximumResponseSize, body: writer)
        let http = try await exchange.start(request.urlRequest, timeout: request.timeout)
        return HTTPStreamingResponse(statusCode: http.statusCode, headers: Self.headers(of: http), body: body)
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return headers
    }
}
