import Foundation

extension Date {
    /// Whole milliseconds since 1970, as the tables store moments: a moment reads back
    /// exactly as written, which a Double of seconds would not promise. Never traps: a
    /// moment beyond what 64 bits of milliseconds hold (some 292 million years) is kept
    /// as the nearest one they do.
    var storedMilliseconds: Int64 {
        let milliseconds = (timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite else { return milliseconds > 0 ? .max : .min }
        return Int64(exactly: milliseconds) ?? (milliseconds > 0 ? .max : .min)
    }

    init(storedMilliseconds: Int64) {
        self.init(timeIntervalSince1970: Double(storedMilliseconds) / 1000)
    }
}
