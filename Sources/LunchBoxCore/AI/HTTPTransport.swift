import Foundation

/// An HTTP request as LunchBox builds it, independent of the library that sends it.
public struct HTTPRequest: Equatable, Sendable {
    public var url: URL
    public var method: String
    /// Header names as written; look them up with `header(_:)`.
    public var headers: [String: String]
    public var body: Data
    public var timeout: TimeInterval

    public init(url: URL, method: String = "GET", headers: [String: String] = [:], body: Data = Data(), timeout: TimeInterval = 60) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// A header's value, whatever the case of its name.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// A reply: status, headers (names lowercased) and body.
public struct HTTPResponse: Equatable, Sendable {
    public var statusCode: Int
    public var headers: [String: String]
    public var body: Data

    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

/// A reply whose body arrives in pieces, as the server sends them (server-sent events).
public struct HTTPStreamingResponse: Sendable {
    public var statusCode: Int
    /// Names lowercased.
    public var headers: [String: String]
    /// The body's bytes as they arrive. Ending the iteration early (or cancelling the
    /// task that reads it) cancels the request.
    public var body: AsyncThrowingStream<Data, any Error>

    public init(statusCode: Int, headers: [String: String] = [:], body: AsyncThrowingStream<Data, any Error>) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}

/// Sends HTTP requests. The live ones use AsyncHTTPClient (Linux, macOS servers) or
/// URLSession (Apple apps); tests use fakes or a loopback server.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
    /// Sends the request and hands over the body as it arrives. Transports that cannot
    /// stream answer with the whole body as one piece (the default).
    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse
}

extension HTTPTransport {
    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let response = try await send(request)
        return HTTPStreamingResponse(
            statusCode: response.statusCode, headers: response.headers,
            body: AsyncThrowingStream { continuation in
                continuation.yield(response.body)
                continuation.finish()
            })
    }
}

/// How sending failed before any reply arrived.
public enum TransportError: Error, Equatable, Sendable {
    case timedOut
    case cannotConnect
    case notConnectedToInternet
    case responseTooLarge
    case other(String)
}
