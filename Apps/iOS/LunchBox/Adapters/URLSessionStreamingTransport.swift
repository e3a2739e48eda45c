import Foundation
import LunchBoxCore
import LunchBoxURLSession

/// Sends the AI requests with URLSession: an ephemeral session (no cookies, cache or
/// credential storage); `stream` hands over the reply as it arrives through
/// `bytes(for:)`, so ideas appear one by one.
final class URLSessionStreamingTransport: HTTPTransport {
    /// A chat reply is a few kilobytes; anything far larger is refused.
    static let maximumResponseSize = 4 * 1024 * 1024
    /// Bytes are passed on at each line end (server-sent events are line based) or
    /// after this many, whichever comes first.
    private static let chunkSize = 4_096

    private let session: URLSession

    init() {
        self.session = URLSession(configuration: .withoutStoredState())
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (data, response) = try await Self.mappingErrors { try await self.session.data(for: request.urlRequest) }
        guard data.count <= Self.maximumResponseSize else { throw TransportError.responseTooLarge }
        let http = try Self.http(response)
        return HTTPResponse(statusCode: http.statusCode, headers: Self.headers(of: http), body: data)
    }

    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        let (bytes, response) = try await Self.mappingErrors { try await self.session.bytes(for: request.urlRequest) }
        let http = try Self.http(response)
        let reader = ByteReader(bytes: bytes)
        let body = AsyncThrowingStream<Data, any Error>.producing { continuation in
            var buffer = Data()
            var total = 0
            do {
                for try await byte in reader.bytes {
                    buffer.append(byte)
                    total += 1
                    guard total <= Self.maximumResponseSize else { throw TransportError.responseTooLarge }
                    if byte == UInt8(ascii: "\n") || buffer.count >= Self.chunkSize {
                        continuation.yield(buffer)
                        buffer.removeAll(keepingCapacity: true)
                    }
                }
            } catch let error as URLError {
                throw Self.transportError(for: error)
            }
            if !buffer.isEmpty { continuation.yield(buffer) }
        }
        return HTTPStreamingResponse(statusCode: http.statusCode, headers: Self.headers(of: http), body: body)
    }

    private static func http(_ response: URLResponse) throws -> HTTPURLResponse {
        guard let http = response as? HTTPURLResponse else { throw TransportError.other("the reply was not HTTP") }
        return http
    }

    private static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return headers
    }

    private static func mappingErrors<T>(_ operation: () async throws -> T) async throws -> T {
        do {
            return try await operation()
        } catch let error as URLError {
            throw transportError(for: error)
        }
    }

    /// The same mapping as the Linux transport's, so every face words failures alike.
    private static func transportError(for error: URLError) -> TransportError {
        switch error.code {
        case .timedOut: .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost: .cannotConnect
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: .notConnectedToInternet
        default: .other("network error \(error.code.rawValue)")
        }
    }
}

/// The reply's bytes, handed to the one task that reads them. `@unchecked Sendable`
/// because `URLSession.AsyncBytes` is not marked Sendable, yet it is read by exactly
/// one task and never shared.
private struct ByteReader: @unchecked Sendable {
    let bytes: URLSession.AsyncBytes
}
