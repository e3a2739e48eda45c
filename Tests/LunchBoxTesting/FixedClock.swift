import Foundation
import LunchBoxCore

/// A clock that always answers the same moment, for tests and reproducible runs.
public struct FixedClock: AppClock {
    public let date: Date

    public init(_ date: Date) {
        self.date = date
    }

    public func now() -> Date { date }
}
