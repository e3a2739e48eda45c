import Foundation
import LunchBoxCore
import NIOCore

/// The moment a request must be over by, for AsyncHTTPClient (which gives up on its own
/// until the reply's head arrives) and for reading the body after it.
struct RequestDeadline: Sendable {
    let nio: NIODeadline
    private let instant: ContinuousClock.Instant

    init(seconds: TimeInterval) {
        // Clamped so that a huge or infinite timeout still makes a valid duration.
        let nanoseconds = Int64((min(max(seconds, 0), 7 * 86_400) * 1_000_000_000).rounded())
        nio = .now() + .nanoseconds(nanoseconds)
        instant = .now + .nanoseconds(nanoseconds)
    }

    /// Runs `operation`, cancelling it and throwing `TransportError.timedOut` at the
    /// deadline. The wait is a timer, not a poll. Cancelling the caller cancels `operation`
    /// and throws `CancellationError`.
    func enforce<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask(operation: operation)
            group.addTask { [instant] in
                try await Task.sleep(until: instant, clock: .continuous)
                throw TransportError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TransportError.timedOut }
            // A cancelled body may end early as if complete: it is not a reply.
            try Task.checkCancellation()
            return first
        }
    }
}
