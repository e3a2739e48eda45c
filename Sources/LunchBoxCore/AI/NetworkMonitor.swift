/// Tells whether the device has a network path, checked before calling a remote service.
public protocol NetworkMonitor: Sendable {
    func isOnline() async -> Bool
}
