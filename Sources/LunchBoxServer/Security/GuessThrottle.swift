import Foundation
import Hummingbird

/// Slows down whoever guesses the passphrase, and tells them nothing by when it answers.
///
/// Every guess (a login or a bearer token) is admitted here *before* it is compared, so
/// a right and a wrong guess from the same address are treated alike until the answer:
/// there is no timing to read, and a guess abandoned before its answer still counts.
/// Guesses are counted per address and for the whole household (the one account) over
/// the last minute. Within a small allowance they are compared at once. Past it, an
/// address's guesses are spaced out, each waiting its turn (a quarter second apart,
/// doubling, at most four); a guess whose turn is further off than `longestWait` is
/// refused at once, uncompared, with 429. So one address gets at most one guess compared
/// per spacing, whatever it holds open. A right passphrase from a fresh address is
/// compared at once (its own queue is empty); a person behind the guesser's address
/// (everyone behind a tunnel arrives as 127.0.0.1, unless the proxy is trusted) waits
/// their turn. A logged-in session is never throttled.
actor GuessThrottle {
    /// Wrong passphrases a minute compared without waiting, from one address and in all.
    static let freeFailuresPerAddress = 5
    static let freeFailuresInAll = 20
    static let window: TimeInterval = 60
    static let message = "That passphrase is not right, and there were many wrong ones: wait a minute before trying again."
    static let refusal = "There were many wrong passphrases from here: wait a minute before trying again."

    /// What to do with a guess before comparing it.
    enum Admission: Equatable, Sendable {
        /// Within the allowance: compare it now.
        case now
        /// Past the allowance: wait this long (its turn), then compare it.
        case after(Duration)
        /// Refuse it uncompared (429), with the seconds to wait before trying again.
        case refused(retryAfter: Int)
    }

    private struct Count {
        var failures = 0
        var since: Date
        /// When the next guess from the address may be compared.
        var nextTurn: Date
    }

    private var perAddress: [String: Count] = [:]
    private var inAll: Count
    private let clock: @Sendable () -> Date
    private let firstDelay: Duration
    private let longestDelay: Duration
    private let longestWait: Duration

    init(
        clock: @escaping @Sendable () -> Date, firstDelay: Duration = .milliseconds(250), longestDelay: Duration = .seconds(4),
        longestWait: Duration = .seconds(8)
    ) {
        self.clock = clock
        self.firstDelay = firstDelay
        self.longestDelay = longestDelay
        self.longestWait = longestWait
        let now = clock()
        inAll = Count(since: now, nextTurn: now)
    }

    /// Counts a guess from `address` as wrong until `recordSuccess` says otherwise, and
    /// says when it may be compared.
    func admit(from address: String) -> Admission {
        let now = clock()
        var mine = fresh(perAddress[address], now: now)
        defer { perAddress[address] = mine }
        inAll = fresh(inAll, now: now)
        mine.failures += 1
        inAll.failures += 1
        let over = max(mine.failures - Self.freeFailuresPerAddress, inAll.failures - Self.freeFailuresInAll)
        guard over > 0 else { return .now }
        let turn = max(now, mine.nextTurn)
        let wait = Self.duration(turn.timeIntervalSince(now))
        guard wait <= longestWait else { return .refused(retryAfter: Int(turn.timeIntervalSince(now).rounded(.up))) }
        let spacing = min(firstDelay * (1 << min(over - 1, 16)), longestDelay)
        mine.nextTurn = turn.addingTimeInterval(Self.seconds(spacing))
        return .after(wait)
    }

    /// A right passphrase from `address`: it was no wrong guess, and the address starts again.
    func recordSuccess(from address: String) {
        perAddress[address] = nil
        inAll.failures = max(0, inAll.failures - 1)
    }

    /// Waits for the guess's turn: true when it may be compared and was past the
    /// allowance (a wrong one is then answered 429), false within it; throws the 429 of
    /// a guess refused uncompared.
    static func waitTurn(_ admission: Admission) async throws -> Bool {
        switch admission {
        case .now: return false
        case .after(let wait):
            try await Task.sleep(for: wait)
            return true
        case .refused(let retryAfter):
            throw HTTPError(.tooManyRequests, headers: [.retryAfter: String(retryAfter)], message: refusal)
        }
    }

    /// Guesses counted from `address` in the current minute (for tests).
    func failures(from address: String) -> Int {
        fresh(perAddress[address], now: clock()).failures
    }

    private func fresh(_ count: Count?, now: Date) -> Count {
        guard let count, now.timeIntervalSince(count.since) < Self.window else {
            if perAddress.count > 10_000 { perAddress = perAddress.filter { now.timeIntervalSince($0.value.since) < Self.window } }
            // A new minute counts afresh, but a turn already given out still holds.
            return Count(since: now, nextTurn: max(now, count?.nextTurn ?? now))
        }
        return count
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }

    private static func duration(_ seconds: TimeInterval) -> Duration {
        .milliseconds(Int((seconds * 1000).rounded(.up)))
    }
}
