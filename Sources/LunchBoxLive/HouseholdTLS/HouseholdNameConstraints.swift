import Foundation
import SwiftASN1
import X509

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names and addresses the household authority may vouch for: home-network names
/// (`localhost`, `.local`, `.home.arpa`, `.lan`, `.internal`) and private, loopback and
/// link-local addresses. Not this computer's bare name: a constraint also permits every
/// name under it, and a computer called "app" or "shop" would let the key vouch for a
/// whole public top-level domain; phones use `<name>.local` or an address instead. Written into the authority as X.509 name constraints, so
/// whoever copies `household-ca.key` still cannot make a phone trust a certificate for a
/// bank or any public site (issue 39, item 10); Chromium (as on Android) and Apple's
/// trust evaluation honour them. A server certificate carries only names inside them.
public struct HouseholdNameConstraints: Equatable, Sendable {
    /// A network: its address and mask, 4 or 16 bytes each.
    struct Range: Equatable, Sendable {
        let network: [UInt8]
        let mask: [UInt8]

        func contains(_ address: [UInt8]) -> Bool {
            address.count == network.count && zip(zip(address, mask), network).allSatisfy { ($0.0 & $0.1) == $1 }
        }
    }

    /// Names permitted with every name under them ("local" permits "kitchen.local").
    let dnsNames: [String]
    let ranges: [Range]

    /// Home-network suffixes: mDNS, RFC 8375's home.arpa, ICANN's private-use .internal,
    /// and what home routers hand out.
    static let homeSuffixes = ["localhost", "local", "home.arpa", "lan", "internal"]
    static let homeNetworks = [
        "127.0.0.0/8", "10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "100.64.0.0/10", "::1/128", "fc00::/7", "fe80::/10",
    ]

    /// The household's: home-network suffixes and networks.
    public static let household = HouseholdNameConstraints(dnsNames: homeSuffixes, ranges: homeNetworks.compactMap(Self.range(cidr:)))

    init(dnsNames: [String], ranges: [Range]) {
        self.dnsNames = dnsNames
        self.ranges = ranges
    }

    /// The constraints an authority's certificate carries; nil when it has none (an
    /// authority made before them).
    init?(_ constraints: NameConstraints?) {
        guard let constraints else { return nil }
        let names = constraints.permittedDNSDomains.map { $0.lowercased() }
        let ranges = constraints.permittedIPRanges.compactMap { range -> Range? in
            let bytes = Array(range.bytes)
            guard bytes.count == 8 || bytes.count == 32 else { return nil }
            return Range(network: Array(bytes.prefix(bytes.count / 2)), mask: Array(bytes.suffix(bytes.count / 2)))
        }
        guard !names.isEmpty || !ranges.isEmpty else { return nil }
        self.init(dnsNames: names, ranges: ranges)
    }

    /// The X.509 extension: each name and network permitted, address then mask.
    var extensionValue: NameConstraints {
        NameConstraints(
            permittedDNSDomains: dnsNames, permittedIPRanges: ranges.map { ASN1OctetString(contentBytes: ArraySlice($0.network + $0.mask)) })
    }

    public func permits(dnsName name: String) -> Bool {
        let name = name.lowercased()
        return dnsNames.contains { name == $0 || name.hasSuffix("." + $0) }
    }

    public func permits(ipAddress address: String) -> Bool {
        guard let bytes = Self.bytes(address) else { return false }
        return ranges.contains { $0.contains(bytes) }
    }

    /// `names` without those the authority may not vouch for (a public address): a
    /// certificate carrying one would be refused by phones as a whole.
    public func filter(_ names: CertificateNames) -> CertificateNames {
        CertificateNames(dnsNames: names.dnsNames.filter(permits(dnsName:)), ipAddresses: names.ipAddresses.filter(permits(ipAddress:)))
    }

    /// "192.168.0.0/16" as a range.
    static func range(cidr: String) -> Range? {
        let parts = cidr.split(separator: "/")
        guard parts.count == 2, let network = bytes(String(parts[0])), let prefix = Int(parts[1]), (0...network.count * 8).contains(prefix) else { return nil }
        let mask = (0..<network.count).map { index -> UInt8 in
            let bits = min(max(prefix - index * 8, 0), 8)
            return bits == 0 ? 0 : UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
        }
        return Range(network: zip(network, mask).map { $0 & $1 }, mask: mask)
    }

    /// An IPv4 or IPv6 address's bytes.
    static func bytes(_ address: String) -> [UInt8]? {
        var four = in_addr()
        if inet_pton(AF_INET, address, &four) == 1 { return withUnsafeBytes(of: &four) { Array($0) } }
        var sixteen = in6_addr()
        if inet_pton(AF_INET6, address, &sixteen) == 1 { return withUnsafeBytes(of: &sixteen) { Array($0) } }
        return nil
    }
}
