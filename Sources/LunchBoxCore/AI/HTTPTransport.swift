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

/// Sends HTTP requests. The live one uses URLSession; tests use fakes or a loopback server.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// How sending failed before any reply arrived.
public enum TransportError: Error, Equatable, Sendable {
    case timedOut
    case cannotConnect
    case notConnectedToInternet
    case responseTooLarge
    case other(String)
}
