import Foundation
import LunchBoxCore

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests with URLSession: no cookies, no cache, no credential storage.
public final class URLSessionTransport: HTTPTransport {
    /// Replies larger than this are refused; a chat reply is a few kilobytes.
    public static let maximumResponseSize = 4 * 1024 * 1024

    private let maximumResponseSize: Int

    public init(maximumResponseSize: Int = URLSessionTransport.maximumResponseSize) {
        self.maximumResponseSize = maximumResponseSize
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let urlRequest = request.urlRequest
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await withDeadline(seconds: request.timeout) { [maximumResponseSize, urlRequest] in
                // A session per request: its delegate counts this reply's bytes as they arrive.
                let download = BoundedDownload(limit: maximumResponseSize)
                let session = URLSession(configuration: .withoutStoredState(), delegate: download, delegateQueue: nil)
                defer { session.finishTasksAndInvalidate() }
                return try await download.run(urlRequest, on: session)
            }
        } catch let error as TransportError {
            throw error
        } catch let error as URLError {
            throw Self.transportError(for: error)
        } catch {
            throw TransportError.other(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError.other("the reply was not HTTP")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return HTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
    }

    /// Runs `operation`, giving up after `seconds`. URLSession on Linux does not always
    /// honour a request's timeout (a server that accepts and never answers waits for the
    /// session default), so the deadline is enforced here for every platform.
    private func withDeadline<T: Sendable>(seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(nanoseconds: UInt64(max(seconds, 0.001) * 1_000_000_000))
                throw TransportError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TransportError.timedOut }
            return first
        }
    }

    static func transportError(for error: URLError) -> TransportError {
        switch error.code {
        case .timedOut:
            .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .networkConnectionLost:
            .cannotConnect
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            .notConnectedToInternet
        default:
            .other("network error \(error.code.rawValue)")
        }
    }
}
