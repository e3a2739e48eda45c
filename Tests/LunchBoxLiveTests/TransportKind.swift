import LunchBoxCore
import LunchBoxLive
import LunchBoxURLSession
import Testing

/// The live transports, for tests that must hold over each of them.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case asyncHTTPClient
    case urlSession

    var testDescription: String { rawValue }

    func make() -> any HTTPTransport {
        switch self {
        case .asyncHTTPClient: AsyncHTTPClientTransport()
        case .urlSession: URLSessionTransport()
        }
    }
}
