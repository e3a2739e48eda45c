import LunchBoxCore

/// Always offline: the UI tests' offline launch (`-offline`).
struct OfflineNetworkMonitor: NetworkMonitor {
    func isOnline() async -> Bool { false }
}
