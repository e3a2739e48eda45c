import Foundation
import LunchBoxCore
import NIOCore

/// The moment a request must be over by, for AsyncHTTPClient (which gives up on its own
/// until the reply's head arrives) and for reading the body after it.
struct RequestDeadline: Sendable {
    let nio: NIODeadline
    private let dispatch: DispatchTime

    /// The timers of every request: a serial queue has a thread of its own, so a deadline
    /// fires on time even while every one of Swift's cooperative threads (as many as the
    /// machine has cores) is busy. A sleeping task needs one of them to wake: beside the
    /// test suite's property tests a 1 s deadline woke after up to 36 s (issue 35).
    private static let timers = DispatchQueue(label: "LunchBox.RequestDeadline")

    init(seconds: TimeInterval) {
        // Clamped so that a huge or infinite timeout still makes a valid duration.
        let nanoseconds = Int64((min(max(seconds, 0), 7 * 86_400) * 1_000_000_000).rounded())
        nio = .now() + .nanoseconds(nanoseconds)
        dispatch = .now() + .nanoseconds(Int(nanoseconds))
    }

    /// Runs `operation`, cancelling it and throwing `TransportError.timedOut` at the
    /// deadline. The wait is a timer, not a poll, and the timer cancels `operation` itself
    /// (AsyncHTTPClient then closes the connection) without waiting for a thread of the
    /// caller's. Cancelling the caller cancels `operation` and throws `CancellationError`.
    func enforce<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let expired = Expiry()
        let work = Task(operation: operation)
        let timer = DispatchSource.makeTimerSource(queue: Self.timers)
        timer.schedule(deadline: dispatch)
        timer.setEventHandler {
            expired.mark()
            work.cancel()
        }
        timer.resume()
        defer { timer.cancel() }
        return try await withTaskCancellationHandler {
            let result = await work.result
            // A cancelled body may end early as if complete: it is not a reply.
            try Task.checkCancellation()
            if expired.isMarked { throw TransportError.timedOut }
            return try result.get()
        } onCancel: {
            work.cancel()
        }
    }
}

/// Whether a deadline has passed; set from the timer's queue, read by the caller.
/// `@unchecked Sendable`: `passed` is guarded by `lock`.
private final class Expiry: @unchecked Sendable {
    private let lock = NSLock()
    private var passed = false

    func mark() {
        lock.withLock { passed = true }
    }

    var isMarked: Bool { lock.withLock { passed } }
}
