import Foundation
import LunchBoxCore

/// Where the use cases report what a person did, for points and badges. Recording never
/// throws: a play problem must never stop saving a favorite or planning a meal.
public protocol PlayEvents: Sendable {
    @discardableResult
    func record(_ event: PlayEvent) async -> PlayChange
}

/// Play switched off: for use cases built without it.
public struct NoPlayEvents: PlayEvents {
    public init() {}

    public func record(_ event: PlayEvent) async -> PlayChange { .none }
}
