import Foundation
import LunchBoxCore

/// Which changes this server has already applied, by the key the client gave them
/// (`Idempotency-Key`). A phone that queued a tick offline may send it twice (the answer
/// to the first try was lost with the network); the second is answered from here and
/// changes nothing, so every queued change applies exactly once.
///
/// Keys live 48 hours and at most `capacity` are held (the oldest go first). Answers are
/// also written to `records` (the database), so a key outlives a restart; changes still
/// being applied are known only here, as only this process can be applying them. The
/// database also records the key inside the change's own transaction
/// (`PendingIdempotencyKey`), answered 202 if the server stopped before the answer.
actor IdempotencyStore {
    typealias Outcome = IdempotencyOutcome

    enum Claim: Equatable, Sendable {
        /// First time: apply it, then `finish` (or `abandon` when it failed).
        case apply
        /// Applied before: answer with this, change nothing.
        case replay(Outcome)
        /// The first request with this key is still being applied.
        case inProgress
        /// The key was first sent with another request (another session, method, path or body).
        case mismatch
    }

    static let lifetime: TimeInterval = 48 * 3600

    private enum Entry {
        case running(Date, fingerprint: String)
        case done(Outcome, Date)

        var time: Date {
            switch self {
            case .running(let time, _), .done(_, let time): time
            }
        }
    }

    private var entries: [String: Entry] = [:]
    nonisolated let clock: @Sendable () -> Date
    private let capacity: Int
    private let records: (any IdempotencyRecords)?

    init(capacity: Int = 10_000, records: (any IdempotencyRecords)? = nil, clock: @escaping @Sendable () -> Date) {
        self.capacity = capacity
        self.records = records
        self.clock = clock
    }

    /// - Parameter fingerprint: the request's (`IdempotencyMiddleware.fingerprint`).
    func claim(_ key: String, fingerprint: String) async throws -> Claim {
        let now = clock()
        switch entries[key] {
        case .done(let outcome, let time) where now.timeIntervalSince(time) < Self.lifetime:
            return Self.matches(outcome, fingerprint) ? .replay(outcome) : .mismatch
        case .running(let time, let first) where now.timeIntervalSince(time) < Self.lifetime:
            return first == fingerprint ? .inProgress : .mismatch
        default:
            makeRoom(now: now)
            // Marked running before the database is asked: the actor is re-entered while
            // it waits, and a second request with this key must not apply it too.
            entries[key] = .running(now, fingerprint: fingerprint)
            guard let records else { return .apply }
            do {
                guard let outcome = try await records.idempotencyOutcome(key: key, since: now.addingTimeInterval(-Self.lifetime)) else { return .apply }
                entries[key] = .done(outcome, now)
                return Self.matches(outcome, fingerprint) ? .replay(outcome) : .mismatch
            } catch {
                entries[key] = nil
                throw error
            }
        }
    }

    /// Records the answer. The change is applied by then; a failure to store the key is
    /// thrown for the caller to log, and the key is still known to this process.
    func finish(_ key: String, with outcome: Outcome) async throws {
        let now = clock()
        entries[key] = .done(outcome, now)
        try await records?.recordIdempotency(
            key: key, outcome: outcome, at: now, forgettingBefore: now.addingTimeInterval(-Self.lifetime), capacity: capacity)
    }

    private static func matches(_ outcome: Outcome, _ fingerprint: String) -> Bool {
        outcome.fingerprint.map { $0 == fingerprint } ?? true
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
