import Foundation

/// Where "now" comes from. Logic never calls `Date()` itself, so tests can fix the time.
public protocol AppClock: Sendable {
    func now() -> Date
}
