import Foundation
import LunchBoxCore

/// The iPhone's clock.
struct DeviceClock: AppClock {
    func now() -> Date { Date() }
}
