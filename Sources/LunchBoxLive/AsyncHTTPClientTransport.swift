import AsyncHTTPClient
import Foundation
import LunchBoxCore
import NIOCore
import NIOHTTP1

/// Sends requests with AsyncHTTPClient (SwiftNIO), the transport of the CLI and the server
/// on Linux and macOS. A request in flight waits in the event loop's `epoll`/`kqueue`, so
/// waiting costs no CPU; URLSession on Linux polls while it waits (1.77 s user + 7.12 s
/// system over a 10 s timeout).
///
/// Guarantees, as `URLSessionTransport`: no cookies, no cache, redirects never followed
/// (the API key must not go along to another host), replies over `maximumResponseSize`
/// refused as they arrive (at once when the length says so), `HTTPRequest.timeout` the
/// deadline of the whole request, body included.
public final class AsyncHTTPClientTransport: HTTPTransport {
    /// Replies larger than this are refused; a chat reply is a few kilobytes.
    public static let maximumResponseSize = 4 * 1024 * 1024

    /// The process's client, like `HTTPClient.shared` (never shut down, on the shared event
    /// loops) but configured for an API client: `HTTPClient.shared` follows redirects.
    public static let sharedClient = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: clientConfiguration)

    /// What `sharedClient` uses; an injected client should do the same.
    public static var clientConfiguration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow, timeout: .init(connect: .seconds(10)), decompression: .disabled)
        // A refused connection fails at once instead of being retried until the deadline:
        // "could not connect" is the answer the user needs, and soon.
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    private let client: HTTPClient
    private let maximumResponseSize: Int

    public init(client: HTTPClient = AsyncHTTPClientTransport.sharedClient, maximumResponseSize: Int = AsyncHTTPClientTransport.maximumResponseSize) {
        self.client = client
        self.maximumResponseSize = maximumResponseSize
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let deadline = RequestDeadline(seconds: request.timeout)
        let response = try await execute(request, deadline: deadline)
        let limit = maximumResponseSize
        do {
            // `collect(upTo:)` refuses a Content-Length over the limit before reading, and
            // a body without one as soon as it grows past it.
            let body = try await deadline.enforce { try await response.body.collect(upTo: limit) }
            return HTTPResponse(statusCode: Int(response.status.code), headers: Self.headers(of: response), body: Data(body.readableBytesView))
        } catch {
            throw TransportFailure.mapped(error, request: request)
        }
    }

    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let deadline = RequestDeadline(seconds: request.timeout)
        let response = try await execute(request, deadline: deadline)
        // Dropping `response` unread cancels the request.
        if let length = response.headers.first(name: "content-length").flatMap({ Int($0) }), length > maximumResponseSize {
            throw TransportError.responseTooLarge
        }
        let limit = maximumResponseSize
        // Unbounded buffering: the reader never waits for the consumer, but the size limit
        // caps what can pile up. A consumer that stops cancels the reader, which ends the
        // response body and closes the request's connection.
        let body = AsyncThrowingStream<Data, any Error>.producing { continuation in
            do {
                try await deadline.enforce {
                    var received = 0
                    for try await buffer in response.body {
                        received += buffer.readableBytes
                        guard received <= limit else { throw TransportError.responseTooLarge }
                        continuation.yield(Data(buffer.readableBytesView))
                    }
                }
            } catch {
                throw TransportFailure.mapped(error, request: request)
            }
        }
        return HTTPStreamingResponse(statusCode: Int(response.status.code), headers: Self.headers(of: response), body: body)
    }

    /// Sends the request and waits for the reply's head; AsyncHTTPClient's deadline covers
    /// connecting and the head, `RequestDeadline.enforce` the body.
    private func execute(_ request: HTTPRequest, deadline: RequestDeadline) async throws -> HTTPClientResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.uppercased())
        for (name, value) in request.headers {
            outgoing.headers.add(name: name, value: value)
        }
        if !request.body.isEmpty {
            outgoing.body = .bytes(request.body)
        }
        do {
            return try await client.execute(outgoing, deadline: deadline.nio)
        } catch {
            throw TransportFailure.mapped(error, request: request)
        }
    }

    /// Names lowercased; repeated fields joined with commas, as HTTP allows.
    private static func headers(of response: HTTPClientResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.headers {
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        return headers
    }
}
