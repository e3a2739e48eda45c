import Foundation

/// Slows down whoever guesses the passphrase, never the household.
///
/// A right passphrase (or bearer token) is always taken at once: the throttle is
/// consulted only after a wrong one. Wrong passphrases are counted per address and for
/// the whole household (the one account) over the last minute; within a small allowance
/// they are answered at once, past it each wrong answer is held back for longer (a
/// quarter second, doubling, at most four) and then refused with 429. A guesser waits
/// on every wrong guess, and how many it can have waiting is bounded by the connection
/// cap per address (`ConnectionGuard`); a person on the same address (everyone behind a
/// tunnel arrives as 127.0.0.1) who types the right passphrase is let in without waiting.
actor GuessThrottle {
    /// Wrong passphrases a minute answered without delay, from one address and in all.
    static let freeFailuresPerAddress = 5
    static let freeFailuresInAll = 20
    static let window: TimeInterval = 60
    static let message = "That passphrase is not right, and there were many wrong ones: wait a minute before trying again."

    private struct Count {
        var failures = 0
        var since: Date
    }

    private var perAddress: [String: Count] = [:]
    private var inAll: Count
    private let clock: @Sendable () -> Date
    private let firstDelay: Duration
    private let longestDelay: Duration

    init(clock: @escaping @Sendable () -> Date, firstDelay: Duration = .milliseconds(250), longestDelay: Duration = .seconds(4)) {
        self.clock = clock
        self.firstDelay = firstDelay
        self.longestDelay = longestDelay
        inAll = Count(since: clock())
    }

    /// Counts a wrong passphrase from `address`; nil within the allowance, past it how
    /// long to hold back its answer (then 429).
    func recordFailure(from address: String) -> Duration? {
        let now = clock()
        var mine = fresh(perAddress[address], now: now)
        mine.failures += 1
        perAddress[address] = mine
        inAll = fresh(inAll, now: now)
        inAll.failures += 1
        let over = max(mine.failures - Self.freeFailuresPerAddress, inAll.failures - Self.freeFailuresInAll)
        guard over > 0 else { return nil }
        let doubled = firstDelay * (1 << min(over - 1, 16))
        return min(doubled, longestDelay)
    }

    /// A right passphrase from `address`: its own count starts again.
    func recordSuccess(from address: String) {
        perAddress[address] = nil
    }

    /// Wrong passphrases counted from `address` in the current minute (for tests).
    func failures(from address: String) -> Int {
        fresh(perAddress[address], now: clock()).failures
    }

    private func fresh(_ count: Count?, now: Date) -> Count {
        guard let count, now.timeIntervalSince(count.since) < Self.window else {
            if perAddress.count > 10_000 { perAddress = perAddress.filter { now.timeIntervalSince($0.value.since) < Self.window } }
            return Count(since: now)
        }
        return count
    }
}
