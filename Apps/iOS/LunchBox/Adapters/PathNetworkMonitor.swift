import Foundation
import LunchBoxCore
import Network
import os

/// Whether the iPhone has a network path, from NWPathMonitor: checked before calling the
/// AI service, so offline gets the banner at once instead of a timeout.
///
/// `@unchecked Sendable`: NWPathMonitor is only configured in `init` and cancelled in
/// `deinit`; the answer lives in a lock.
final class PathNetworkMonitor: NetworkMonitor, @unchecked Sendable {
    private let monitor = NWPathMonitor()
    /// Starts optimistic: the first path update arrives within milliseconds of `start`.
    private let online = OSAllocatedUnfairLock(initialState: true)

    init() {
        monitor.pathUpdateHandler = { [online] path in
            let satisfied = path.status == .satisfied
            online.withLock { $0 = satisfied }
        }
        monitor.start(queue: DispatchQueue(label: "app.lunchbox.network-monitor"))
    }

    deinit {
        monitor.cancel()
    }

    func isOnline() async -> Bool {
        online.withLock { $0 }
    }
}
