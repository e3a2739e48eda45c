import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names and addresses a phone on the home network may use to reach this computer,
/// all of which the server certificate must carry or the browser refuses it.
public struct CertificateNames: Codable, Equatable, Sendable {
    /// Host names, lower-cased and sorted: "kitchen-pc", "kitchen-pc.local", "localhost".
    public let dnsNames: [String]
    /// IP addresses, sorted: "127.0.0.1", "192.168.1.20", "::1".
    public let ipAddresses: [String]

    public init(dnsNames: [String], ipAddresses: [String]) {
        self.dnsNames = Array(Set(dnsNames.map { $0.lowercased() }.filter(Self.isUsableHostName))).sorted()
        self.ipAddresses = Array(Set(ipAddresses.filter { !$0.isEmpty })).sorted()
    }

    /// This machine's: its host name and `.local` name (what mDNS answers for), localhost,
    /// the loopback addresses and every address other devices can reach it at.
    public static func thisMachine(
        hostName: String = currentHostName(), networkAddresses: [String] = InterfaceNetworkMonitor.networkAddresses()
    )
        -> CertificateNames
    {
        let short = hostName.split(separator: ".").first.map(String.init) ?? hostName
        var dns = ["localhost"]
        if !short.isEmpty { dns += [short, "\(short).local"] }
        if hostName.contains(".") { dns.append(hostName) }
        return CertificateNames(dnsNames: dns, ipAddresses: ["127.0.0.1", "::1"] + networkAddresses)
    }

    /// True when every name and address of `other` is in this set.
    public func covers(_ other: CertificateNames) -> Bool {
        Set(other.dnsNames).isSubset(of: dnsNames) && Set(other.ipAddresses).isSubset(of: ipAddresses)
    }

    public static func currentHostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Letters, digits, hyphens and dots only: anything else cannot go into a certificate
    /// name.
    private static func isUsableHostName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 253 && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
    }
}
