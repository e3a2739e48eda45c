import Foundation

/// Which changes this server has already applied, by the key the client gave them
/// (`Idempotency-Key`). A phone that queued a tick offline may send it twice (the answer
/// to the first try was lost with the network); the second is answered from here and
/// changes nothing, so every queued change applies exactly once.
///
/// Kept in memory, like the sessions: keys live 48 hours, and at most `capacity` are
/// held (the oldest go first). A restart forgets them; see README "Offline".
actor IdempotencyStore {
    /// What the first request with a key got.
    struct Outcome: Equatable, Sendable {
        let status: Int
        let location: String?
    }

    enum Claim: Equatable, Sendable {
        /// First time: apply it, then `finish` (or `abandon` when it failed).
        case apply
        /// Applied before: answer with this, change nothing.
        case replay(Outcome)
        /// The first request with this key is still being applied.
        case inProgress
    }

    static let lifetime: TimeInterval = 48 * 3600

    private enum Entry {
        case running(Date)
        case done(Outcome, Date)

        var time: Date {
            switch self {
            case .running(let time), .done(_, let time): time
            }
        }
    }

    private var entries: [String: Entry] = [:]
    private let clock: @Sendable () -> Date
    private let capacity: Int

    init(capacity: Int = 10_000, clock: @escaping @Sendable () -> Date) {
        self.capacity = capacity
        self.clock = clock
    }

    func claim(_ key: String) -> Claim {
        let now = clock()
        switch entries[key] {
        case .done(let outcome, let time) where now.timeIntervalSince(time) < Self.lifetime:
            return .replay(outcome)
        case .running(let time) where now.timeIntervalSince(time) < Self.lifetime:
            return .inProgress
        default:
            makeRoom(now: now)
            entries[key] = .running(now)
            return .apply
        }
    }

    func finish(_ key: String, with outcome: Outcome) {
        entries[key] = .done(outcome, clock())
    }

    /// The change failed and was not applied: a retry with the same key may apply it.
    func abandon(_ key: String) {
        entries[key] = nil
    }

    private func makeRoom(now: Date) {
        entries = entries.filter { now.timeIntervalSince($0.value.time) < Self.lifetime }
        guard entries.count >= capacity else { return }
        let oldest = entries.sorted { $0.value.time < $1.value.time }.prefix(entries.count - capacity + 1)
        for (key, _) in oldest { entries[key] = nil }
    }
}
