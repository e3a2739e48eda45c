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
        /// The IPv4 address in dotted form, when the entry has one.
        public let ipv4Address: String?

        public init(name: String, isUp: Bool, isRunning: Bool, isLoopback: Bool, hasInternetAddress: Bool, ipv4Address: String? = nil) {
            self.name = name
            self.isUp = isUp
            self.isRunning = isRunning
            self.isLoopback = isLoopback
            self.hasInternetAddress = hasInternetAddress
            self.ipv4Address = ipv4Address
        }
    }

    public init() {}

    public func isOnline() async -> Bool {
        Self.isOnline(interfaces: Self.currentInterfaces())
    }

    public static func isOnline(interfaces: [Interface]) -> Bool {
        interfaces.contains { $0.isUp && $0.isRunning && !$0.isLoopback && $0.hasInternetAddress }
    }

    /// The IPv4 addresses other devices on the network can reach this computer at.
    public static func networkAddresses(of interfaces: [Interface] = currentInterfaces()) -> [String] {
        interfaces.filter { $0.isUp && $0.isRunning && !$0.isLoopback }.compactMap(\.ipv4Address)
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
                    hasInternetAddress: family == AF_INET || family == AF_INET6,
                    ipv4Address: family == AF_INET ? entry.pointee.ifa_addr.flatMap(Self.dottedAddress) : nil
                ))
            cursor = entry.pointee.ifa_next
        }
        return interfaces
    }

    private static func dottedAddress(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
            var raw = ipv4.pointee.sin_addr
            var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            guard inet_ntop(AF_INET, &raw, &buffer, socklen_t(INET_ADDRSTRLEN)) != nil else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
