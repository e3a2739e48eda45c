import Foundation

/// Always offline: `lunchbox serve --offline` and the iPhone UI tests' offline launch
/// never contact a remote AI service.
public struct OfflineNetworkMonitor: NetworkMonitor {
    public init() {}

    public func isOnline() async -> Bool { false }
}
