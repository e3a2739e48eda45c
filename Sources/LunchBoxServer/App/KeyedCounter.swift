import Foundation

/// How many of something are in use per key (connections per address, requests per
/// client), each key under a cap, shared by every thread of one server.
final class KeyedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// Counts one more for `key`; false (and not counted) when it already has `limit`.
    func enter(_ key: String, limit: Int) -> Bool {
        lock.withLock {
            let count = counts[key, default: 0]
            guard count < limit else { return false }
            counts[key] = count + 1
            return true
        }
    }

    func leave(_ key: String) {
        lock.withLock {
            let count = counts[key, default: 1] - 1
            counts[key] = count > 0 ? count : nil
        }
    }

    func count(_ key: String) -> Int {
        lock.withLock { counts[key, default: 0] }
    }
}
