/// Tells whether the device has a network path, checked before calling a remote service.
public protocol NetworkMonitor: Sendable {
    func isOnline() async -> Bool
}

/// A monitor with a fixed answer: for tests, and where no better check exists.
public struct FixedNetworkMonitor: NetworkMonitor {
    public let online: Bool

    public init(online: Bool) {
        self.online = online
    }

    public func isOnline() async -> Bool { online }
}
