import Foundation

/// Where "now" comes from. Logic never calls `Date()` itself, so tests can fix the time.
public protocol AppClock: Sendable {
    func now() -> Date
}

/// The system clock.
public struct SystemClock: AppClock {
    public init() {}

    public func now() -> Date { Date() }
}

/// A clock that always answers the same moment, for tests and reproducible runs.
public struct FixedClock: AppClock {
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public func now() -> Date { date }
}
