import LunchBoxCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Online when some network interface other than loopback is up, running and has an
/// IPv4 or IPv6 address. Cheap enough to ask before every request.
public struct InterfaceNetworkMonitor: NetworkMonitor {
    public init() {}

    public func isOnline() async -> Bool {
        Self.hasUsableInterface()
    }

    static func hasUsableInterface() -> Bool {
        var head: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&head) == 0, let first = head else { return false }
        defer { freeifaddrs(head) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_RUNNING) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                  let address = entry.pointee.ifa_addr
            else { continue }
            let family = Int32(address.pointee.sa_family)
            if family == AF_INET || family == AF_INET6 { return true }
        }
        return false
    }
}
