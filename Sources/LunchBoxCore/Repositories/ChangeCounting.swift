import Foundation

/// A number that changes whenever the stored data changes, by any process: the same
/// number twice means the same data twice, so a face can keep what it built from a read
/// until it changes.
public protocol ChangeCounting: Sendable {
    func changeCount() async throws -> Int
}
