import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// Wrong passphrases slow down the guesser; the right one is never refused (issue 27,
/// case 2), on the login page and through the API.
@Suite("Passphrase throttling")
struct PassphraseThrottleTests {
    /// A clock tests move by hand.
    final class ManualClock: @unchecked Sendable {
        private let lock = NSLock()
        private var current = Date(timeIntervalSince1970: 1_800_000_000)

        var now: Date {
            lock.lock()
            defer { lock.unlock() }
            return current
        }

        func advance(_ seconds: TimeInterval) {
            lock.lock()
            current += seconds
            lock.unlock()
        }
    }

    static var network: ServerConfiguration {
        var configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        configuration.wrongPassphraseDelay = .zero
        return configuration
    }

    @Test func wrongGuessesPastTheAllowanceAreHeldBackLongerAndLonger() async {
        let clock = ManualClock()
        let throttle = GuessThrottle(clock: { clock.now })
        for _ in 0..<GuessThrottle.freeFailuresPerAddress { #expect(await throttle.recordFailure(from: "192.168.1.66") == nil) }
        let first = await throttle.recordFailure(from: "192.168.1.66")
        let second = await throttle.recordFailure(from: "192.168.1.66")
        #expect(first == .milliseconds(250))
        #expect(second == .milliseconds(500))
        for _ in 0..<20 { _ = await throttle.recordFailure(from: "192.168.1.66") }
        #expect(await throttle.recordFailure(from: "192.168.1.66") == .seconds(4))
        #expect(await throttle.failures(from: "192.168.1.20") == 0)
        clock.advance(61)
        #expect(await throttle.recordFailure(from: "192.168.1.66") == nil)
    }

    @Test func manyAddressesTogetherAreSlowedToo() async {
        let throttle = GuessThrottle(clock: { Date() })
        for index in 0..<GuessThrottle.freeFailuresInAll { #expect(await throttle.recordFailure(from: "10.0.0.\(index)") == nil) }
        #expect(await throttle.recordFailure(from: "10.0.1.1") != nil)
    }

    @Test func theRightBearerTokenIsNeverRefused() async throws {
        try await TestApp.run(configuration: Self.network) { client, _ in
            var statuses: [HTTPResponse.Status] = []
            for attempt in 0..<50 {
                statuses.append(try await client.raw(.get, "/api/inventory", headers: [.authorization: "Bearer guess \(attempt)"]).status)
            }
            #expect(statuses.prefix(GuessThrottle.freeFailuresPerAddress).allSatisfy { $0 == .unauthorized })
            #expect(statuses.dropFirst(GuessThrottle.freeFailuresPerAddress).allSatisfy { $0 == .tooManyRequests })
            let throttled = try await client.raw(.get, "/api/inventory", headers: [.authorization: "Bearer guess 51"])
            #expect(throttled.headers[.retryAfter] == "60")
            #expect(throttled.text.contains(GuessThrottle.message))
            let right = try await client.raw(.get, "/api/inventory", headers: [.authorization: "Bearer correct horse battery"])
            #expect(right.status == .ok)
            #expect(!right.text.contains("correct horse battery"))
        }
    }

    @Test func theRightPassphraseLogsInAfterManyWrongOnes() async throws {
        try await TestApp.run(configuration: Self.network) { client, _ in
            _ = try await client.get("/login")
            for attempt in 0..<60 {
                _ = try await client.postForm("/login", [("passphrase", "guess \(attempt)"), ("next", "/favorites")])
            }
            let wrong = try await client.postForm("/login", [("passphrase", "one more guess"), ("next", "/favorites")])
            #expect(wrong.status == .tooManyRequests)
            #expect(wrong.text.contains("wait a minute"))
            let right = try await client.postForm("/login", [("passphrase", "correct horse battery"), ("next", "/favorites")])
            #expect(right.status == .seeOther)
            #expect(right.location == "/favorites")
        }
    }
}
