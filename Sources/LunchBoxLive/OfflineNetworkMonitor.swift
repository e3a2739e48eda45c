import LunchBoxCore

/// Always offline: `lunchbox serve --offline` never contacts a remote AI service.
public struct OfflineNetworkMonitor: NetworkMonitor {
    public init() {}

    public func isOnline() async -> Bool { false }
}
