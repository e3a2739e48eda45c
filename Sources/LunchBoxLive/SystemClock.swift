import Foundation
import LunchBoxCore

/// The system clock.
public struct SystemClock: AppClock {
    public init() {}

    public func now() -> Date { Date() }
}
