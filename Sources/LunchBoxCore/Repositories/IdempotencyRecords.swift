import Foundation

/// What the first request carrying an idempotency key was answered, kept where a restart
/// cannot lose it: a change a phone queued offline and re-sends after the server restarted
/// must still be recognised as applied (issue 29).
public protocol IdempotencyRecords: Sendable {
    /// The answer recorded for `key` at or after `since`, if any.
    func idempotencyOutcome(key: String, since: Date) async throws -> IdempotencyOutcome?
    /// Records the answer for `key`, forgets those recorded before `forgettingBefore`,
    /// and keeps at most `capacity` (the oldest go first).
    func recordIdempotency(key: String, outcome: IdempotencyOutcome, at date: Date, forgettingBefore: Date, capacity: Int) async throws
}

/// The status and `Location` a change's first request was answered with, and what that
/// request was (a hash of who sent it, its method, path and body), so the key answers
/// only the same request again.
public struct IdempotencyOutcome: Equatable, Sendable {
    public let status: Int
    public let location: String?
    /// Nil for an answer recorded before requests were fingerprinted: it answers any.
    public let fingerprint: String?

    public init(status: Int, location: String?, fingerprint: String? = nil) {
        self.status = status
        self.location = location
        self.fingerprint = fingerprint
    }
}

/// The idempotency key of the change a request is applying, for the store to record in
/// that change's own write transaction (issue 40): a crash just after the change can no
/// longer lose the key and let a re-sent change apply twice. Carried as a task-local value
/// by the server around one request (the use cases need not pass it on), recorded once,
/// by the first write that commits; the answer is recorded over it when the request ends.
public final class PendingIdempotencyKey: @unchecked Sendable {
    @TaskLocal public static var current: PendingIdempotencyKey?

    public let key: String
    public let fingerprint: String
    public let at: Date
    private let lock = NSLock()
    private var recorded = false

    public init(key: String, fingerprint: String, at: Date) {
        self.key = key
        self.fingerprint = fingerprint
        self.at = at
    }

    /// True once a write that recorded the key has committed.
    public var isRecorded: Bool { lock.withLock { recorded } }

    public func markRecorded() {
        lock.withLock { recorded = true }
    }

    /// What a re-sent request is answered with when its change was applied but the
    /// server stopped before its own answer was recorded: 202, applied.
    public var outcome: IdempotencyOutcome { IdempotencyOutcome(status: 202, location: nil, fingerprint: fingerprint) }
}
