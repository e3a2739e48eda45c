import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// Wrong passphrases are throttled per device, on the login page and through the API.
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

    @Test func oneGuessingDeviceDoesNotLockOutTheOthers() async {
        let clock = ManualClock()
        let sessions = SessionStore(clock: { clock.now })
        for _ in 0..<(SessionStore.failuresPerAddress - 1) { await sessions.recordFailure(from: "192.168.1.66") }
        #expect(await !sessions.isThrottled("192.168.1.66"))
        await sessions.recordFailure(from: "192.168.1.66")
        #expect(await sessions.isThrottled("192.168.1.66"))
        #expect(await !sessions.isThrottled("192.168.1.20"))
        clock.advance(61)
        #expect(await !sessions.isThrottled("192.168.1.66"))
    }

    @Test func manyDevicesTogetherAreThrottledToo() async {
        let sessions = SessionStore(clock: { Date() })
        for index in 0..<SessionStore.failuresInAll { await sessions.recordFailure(from: "10.0.0.\(index)") }
        #expect(await sessions.isThrottled("10.0.1.1"))
    }

    @Test func guessingThroughTheAPIIsThrottled() async throws {
        let configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        try await TestApp.run(configuration: configuration) { client, _ in
            for attempt in 0..<SessionStore.failuresPerAddress {
                let wrong = try await client.raw(.get, "/api/inventory", headers: [.authorization: "Bearer guess \(attempt)"])
                #expect(wrong.status == .unauthorized)
            }
            let throttled = try await client.raw(.get, "/api/inventory", headers: [.authorization: "Bearer correct horse battery"])
            #expect(throttled.status == .tooManyRequests)
            #expect(throttled.headers[.retryAfter] == "60")
            #expect(throttled.text.contains(SessionStore.throttledMessage))
            #expect(!throttled.text.contains("correct horse battery"))
            _ = try await client.get("/login")
            let login = try await client.postForm("/login", [("passphrase", "correct horse battery"), ("next", "/favorites")])
            #expect(login.status == .tooManyRequests)
            #expect(login.text.contains("Wait a minute"))
        }
    }
}
