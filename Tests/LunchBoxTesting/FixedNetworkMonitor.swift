import LunchBoxCore

/// A monitor with a fixed answer, for tests.
public struct FixedNetworkMonitor: NetworkMonitor {
    public let online: Bool

    public init(online: Bool) {
        self.online = online
    }

    public func isOnline() async -> Bool { online }
}
