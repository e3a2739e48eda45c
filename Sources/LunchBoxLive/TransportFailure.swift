import AsyncHTTPClient
import Foundation
import LunchBoxCore
import NIOCore
import NIOPosix

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns AsyncHTTPClient's and SwiftNIO's errors into `TransportError`s.
enum TransportFailure {
    /// The error to throw for `error`: cancellation stays `CancellationError`; anything not
    /// recognised becomes `.other` with a description that names no header value (the
    /// Authorization header carries the API key).
    static func mapped(_ error: any Error, request: HTTPRequest) -> any Error {
        if Task.isCancelled || error is CancellationError { return CancellationError() }
        if let error = error as? TransportError { return error }
        if error is NIOTooManyBytesError { return TransportError.responseTooLarge }
        if let error = error as? HTTPClientError { return transportError(for: error) }
        if let known = transportError(forConnectionError: error) { return known }
        return TransportError.other(redacted(String(describing: error), request: request))
    }

    private static func transportError(for error: HTTPClientError) -> TransportError {
        switch error {
        case .deadlineExceeded, .readTimeout, .writeTimeout, .getConnectionFromPoolTimeout:
            .timedOut
        case .connectTimeout, .tlsHandshakeTimeout, .remoteConnectionClosed, .emptyHost:
            .cannotConnect
        default:
            // `shortDescription` never includes associated values, such as the values of
            // invalid headers.
            .other(error.shortDescription)
        }
    }

    /// Connecting failed: refused, unreachable, a name that does not resolve, no reply to
    /// the handshake.
    private static func transportError(forConnectionError error: any Error) -> TransportError? {
        switch error {
        case let error as NIOConnectionError:
            let failures = error.connectionErrors.map(\.error)
            if !failures.isEmpty, failures.allSatisfy({ transportError(forConnectionError: $0) == .notConnectedToInternet }) {
                return .notConnectedToInternet
            }
            return .cannotConnect
        case let error as IOError:
            switch error.errnoCode {
            case ENETUNREACH, ENETDOWN: return .notConnectedToInternet
            case ECONNREFUSED, ECONNRESET, EHOSTUNREACH, EHOSTDOWN, ECONNABORTED, ETIMEDOUT: return .cannotConnect
            default: return nil
            }
        case let error as ChannelError:
            if case .connectTimeout = error { return .cannotConnect }
            return nil
        case is SocketAddressError:
            return .cannotConnect
        default:
            return nil
        }
    }

    /// Removes every header value, whole and word by word (the key without "Bearer "), from
    /// `description`. Short words are kept: a key is long, and removing "a" would garble it.
    private static func redacted(_ description: String, request: HTTPRequest) -> String {
        let words = request.headers.values.flatMap { value in [value] + value.split(whereSeparator: \.isWhitespace).map(String.init) }
        return Set(words.filter { $0.count >= 8 }).sorted { $0.count > $1.count }.reduce(description) { text, secret in
            text.replacingOccurrences(of: secret, with: "[redacted]")
        }
    }
}
