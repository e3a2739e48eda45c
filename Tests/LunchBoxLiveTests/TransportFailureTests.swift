import AsyncHTTPClient
import Foundation
import LunchBoxCore
import NIOCore
import Testing

@testable import LunchBoxLive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How AsyncHTTPClient's and SwiftNIO's errors become `TransportError`s.
@Suite("Transport failures")
struct TransportFailureTests {
    static let key = "sk-live-ABCDEFGHIJKLMNOP1234"
    static let request = HTTPRequest(url: URL(string: "https://api.example.com/v1/chat/completions")!, headers: ["Authorization": "Bearer \(key)"])

    static func mapped(_ error: any Error) -> TransportError? {
        TransportFailure.mapped(error, request: request) as? TransportError
    }

    @Test func timeoutsAreTimedOut() {
        #expect(Self.mapped(HTTPClientError.deadlineExceeded) == .timedOut)
        #expect(Self.mapped(HTTPClientError.readTimeout) == .timedOut)
    }

    @Test func failingToConnectIsCannotConnect() {
        #expect(Self.mapped(HTTPClientError.connectTimeout) == .cannotConnect)
        #expect(Self.mapped(IOError(errnoCode: ECONNREFUSED, reason: "connect")) == .cannotConnect)
        #expect(Self.mapped(ChannelError.connectTimeout(.seconds(10))) == .cannotConnect)
    }

    @Test func anUnreachableNetworkIsNotConnected() {
        #expect(Self.mapped(IOError(errnoCode: ENETUNREACH, reason: "connect")) == .notConnectedToInternet)
    }

    @Test func tooManyBytesIsTooLarge() {
        #expect(Self.mapped(NIOTooManyBytesError(maxBytes: 10)) == .responseTooLarge)
    }

    @Test func otherErrorsNeverNameAHeaderValue() throws {
        let invalid = try #require(Self.mapped(HTTPClientError.invalidHeaderFieldValues(["Bearer \(Self.key)"])))
        #expect(!String(describing: invalid).contains(Self.key))
        struct Echo: Error, CustomStringConvertible { var description: String }
        let echoed = try #require(Self.mapped(Echo(description: "failed with \(Self.key) inside")))
        #expect(echoed == .other("failed with [redacted] inside"))
    }

    @Test func cancellationStaysCancellation() async {
        let task = Task {
            try? await Task.sleep(for: .seconds(60))
            return TransportFailure.mapped(HTTPClientError.cancelled, request: Self.request)
        }
        task.cancel()
        #expect(await task.value is CancellationError)
    }
}
