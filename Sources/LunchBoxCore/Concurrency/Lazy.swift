import Foundation

/// A value made on first use and then kept, for a resource that most runs never touch:
/// a command that lists the kitchen should not pay for reading the nutrition table.
public final class Lazy<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> Value
    private var made: Value?

    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Made by the first caller; every other caller waits for it and gets the same value.
    public var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
