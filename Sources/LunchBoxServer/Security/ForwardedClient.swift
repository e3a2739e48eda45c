import Foundation
import HTTPTypes

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who a request is really from when it came through a proxy or tunnel the household
/// trusts (`serve --trusted-proxy`): the nearest address in `Forwarded` (RFC 7239) or
/// `X-Forwarded-For` that is not itself a trusted proxy. Anyone else may write those
/// headers, so from any other peer they are ignored and the peer is the client.
public enum ForwardedClient {
    private static let forwarded = HTTPField.Name("Forwarded")!
    private static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    static func address(peer: String, headers: HTTPFields, trustedProxies: Set<String>) -> String {
        guard trustedProxies.contains(peer) else { return peer }
        // Each proxy appends the address it received from, so the nearest is the last.
        let chain = forwardedChain(headers[forwarded]) ?? xForwardedChain(headers[forwardedFor]) ?? []
        for candidate in chain.reversed() {
            guard let address = normalised(candidate) else { return peer }  // a hop we cannot read: trust nothing beyond it
            if !trustedProxies.contains(address) { return address }
        }
        return peer
    }

    /// `for=` values of `Forwarded: for=192.0.2.60;proto=https, for="[2001:db8::17]:4711"`.
    private static func forwardedChain(_ value: String?) -> [String]? {
        guard let value, !value.isEmpty else { return nil }
        let chain = value.split(separator: ",").compactMap { element -> String? in
            for pair in element.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2, parts[0].lowercased() == "for" { return parts[1] }
            }
            return nil
        }
        return chain.isEmpty ? nil : chain
    }

    private static func xForwardedChain(_ value: String?) -> [String]? {
        guard let value, !value.isEmpty else { return nil }
        return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// An IP address as the peer's would read ("192.0.2.60", "2001:db8::17"), from a
    /// quoted, bracketed or port-carrying form; nil for anything else ("unknown", names).
    public static func normalised(_ raw: String) -> String? {
        let text = HostAndPort.split(raw.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))).host
        guard text.utf8.count <= 45 else { return nil }
        var four = in_addr()
        var sixteen = in6_addr()
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        if inet_pton(AF_INET, text, &four) == 1, inet_ntop(AF_INET, &four, &buffer, socklen_t(buffer.count)) != nil {
            return Self.text(buffer)
        }
        if inet_pton(AF_INET6, text, &sixteen) == 1, inet_ntop(AF_INET6, &sixteen, &buffer, socklen_t(buffer.count)) != nil {
            return Self.text(buffer)
        }
        return nil
    }

    /// The C string `inet_ntop` wrote, up to its terminating zero.
    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
