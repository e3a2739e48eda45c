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

    /// Issue 39, item 1: every guess past the allowance waits its turn *before* it is
    /// compared, the turns spaced further and further apart, and one whose turn is too far
    /// off is refused uncompared: what a guesser can learn no longer depends on when the
    /// answer comes, and one address gets one guess compared per turn.
    @Test func guessesPastTheAllowanceWaitTheirTurnsBeforeTheyAreCompared() async {
        let clock = ManualClock()
        let throttle = GuessThrottle(clock: { clock.now })
        let guesser = "192.168.1.66"
        for _ in 0..<GuessThrottle.freeFailuresPerAddress { #expect(await throttle.admit(from: guesser) == .now) }
        var admissions: [GuessThrottle.Admission] = []
        for _ in 0..<7 { admissions.append(await throttle.admit(from: guesser)) }
        // Turns 0, 0.25, 0.75, 1.75, 3.75 and 7.75 s away (spacing 0.25 s doubling to 4 s);
        // the next would be 11.75 s away, past the 8 s a guess may wait.
        #expect(
            admissions == [
                .after(.zero), .after(.milliseconds(250)), .after(.milliseconds(750)), .after(.milliseconds(1750)), .after(.milliseconds(3750)),
                .after(.milliseconds(7750)), .refused(retryAfter: 12),
            ])
        // Another address has its own turns, and the household is under its allowance.
        #expect(await throttle.admit(from: "192.168.1.20") == .now)
        // A minute later the guesser starts afresh.
        clock.advance(61)
        #expect(await throttle.admit(from: guesser) == .now)
    }

    @Test func manyAddressesTogetherAreSlowedToo() async {
        let clock = ManualClock()
        let throttle = GuessThrottle(clock: { clock.now })
        for index in 0..<GuessThrottle.freeFailuresInAll { #expect(await throttle.admit(from: "10.0.0.\(index)") == .now) }
        // Past the household's allowance a fresh address is compared at once (its queue
        // is empty, so a person typing the right passphrase is let in), but its next
        // guess waits.
        #expect(await throttle.admit(from: "10.0.1.1") == .after(.zero))
        #expect(await throttle.admit(from: "10.0.1.1") == .after(.milliseconds(250)))
    }

    @Test func aRightPassphraseIsNoWrongGuess() async {
        let throttle = GuessThrottle(clock: { Date() })
        for _ in 0..<4 { _ = await throttle.admit(from: "192.168.1.20") }
        await throttle.recordSuccess(from: "192.168.1.20")
        #expect(await throttle.failures(from: "192.168.1.20") == 0)
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
