import Foundation

/// Answers of a pure function kept by argument, for functions called on every page with
/// the same few arguments (a food's picture for each kitchen item, the dates of a week).
/// Bounded: when full it starts again, so odd arguments cannot grow it without end.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int
    private var kept: [Key: Value] = [:]

    public init(limit: Int) {
        self.limit = limit
    }

    public func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        if let value = lock.withLock({ kept[key] }) { return value }
        let value = compute(key)
        lock.withLock {
            if kept.count >= limit { kept.removeAll(keepingCapacity: true) }
            kept[key] = value
        }
        return value
    }
}
