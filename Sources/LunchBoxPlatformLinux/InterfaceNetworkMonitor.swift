import LunchBoxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Online when some network interface other than loopback is up, running and has an
/// IPv4 or IPv6 address. Cheap enough to ask before every request.
public struct InterfaceNetworkMonitor: NetworkMonitor {
    /// What matters about one network interface.
    public struct Interface: Equatable, Sendable {
        public let name: String
        public let isUp: Bool
        public let isRunning: Bool
        public let isLoopback: Bool
        public let hasInternetAddress: Bool

        public init(name: String, isUp: Bool, isRunning: Bool, isLoopback: Bool, hasInternetAddress: Bool) {
            self.name = name
            self.isUp = isUp
            self.isRunning = isRunning
            self.isLoopback = isLoopback
            self.hasInternetAddress = hasInternetAddress
        }
    }

    public init() {}

    public func isOnline() async -> Bool {
        Self.isOnline(interfaces: Self.currentInterfaces())
    }

    public static func isOnline(interfaces: [Interface]) -> Bool {
        interfaces.contains { $0.isUp && $0.isRunning && !$0.isLoopback && $0.hasInternetAddress }
    }

    /// The machine's interfaces, one entry per address (from `getifaddrs`).
    public static func currentInterfaces() -> [Interface] {
        var head: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&head) == 0, let first = head else { return [] }
        defer { freeifaddrs(head) }
        var interfaces: [Interface] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            let flags = Int32(entry.pointee.ifa_flags)
            let family = entry.pointee.ifa_addr.map { Int32($0.pointee.sa_family) }
            interfaces.append(
                Interface(
                    name: String(cString: entry.pointee.ifa_name),
                    isUp: flags & Int32(IFF_UP) != 0,
                    isRunning: flags & Int32(IFF_RUNNING) != 0,
                    isLoopback: flags & Int32(IFF_LOOPBACK) != 0,
                    hasInternetAddress: family == AF_INET || family == AF_INET6
                ))
            cursor = entry.pointee.ifa_next
        }
        return interfaces
    }
}
