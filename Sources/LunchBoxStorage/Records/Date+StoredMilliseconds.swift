import Foundation

extension Date {
    /// Whole milliseconds since 1970, as the tables store moments: a moment reads back
    /// exactly as written, which a Double of seconds would not promise.
    var storedMilliseconds: Int64 {
        Int64((timeIntervalSince1970 * 1000).rounded())
    }

    init(storedMilliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(storedMilliseconds) / 1000)
    }
}
