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
