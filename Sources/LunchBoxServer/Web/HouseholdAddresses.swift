import LunchBoxCore

/// The addresses a phone on the home network opens to reach this server, shown on /trust
/// as links and the first as a QR code: "https://192.168.1.20:8443/".
struct HouseholdAddresses: Equatable, Sendable {
    /// Empty when the server listens on this computer only.
    let urls: [String]
    let listensOnNetwork: Bool

    /// - Parameters:
    ///   - listenHost: what the server listens on ("0.0.0.0", "192.168.1.20", "127.0.0.1").
    ///   - requestHost: the Host header the page was asked with ("kitchen-pc.local:8443").
    ///   - port: the port the server listens on, used when the Host header names none.
    ///   - networkAddresses: this computer's addresses on its networks.
    init(scheme: String, listenHost: String, requestHost: String?, port: Int, networkAddresses: [String]) {
        listensOnNetwork = !EndpointPolicy.isLoopback(host: listenHost)
        guard listensOnNetwork else {
            urls = []
            return
        }
        let asked = requestHost.map(HostAndPort.split)
        let defaultPort = scheme == "https" ? 443 : 80
        // A browser leaves out the scheme's own port, so a Host header without one means it.
        let shownPort = asked.map { $0.port ?? defaultPort } ?? port
        var hosts: [String]
        if listenHost == "0.0.0.0" || listenHost == "::" {
            // The name the page was opened with first (a phone already there, or a
            // computer at kitchen-pc.local), then every network address, home ones first.
            hosts = []
            if let host = asked?.host, !EndpointPolicy.isLoopback(host: host), Self.isHostName(host) { hosts.append(host) }
            hosts += networkAddresses.sorted { Self.isPrivate($0) && !Self.isPrivate($1) }
        } else {
            hosts = [listenHost]
        }
        var seen = Set<String>()
        urls = hosts.filter { !$0.isEmpty && seen.insert($0).inserted }.map { host in
            let shown = host.contains(":") ? "[\(host)]" : host
            return shownPort == defaultPort ? "\(scheme)://\(shown)/" : "\(scheme)://\(shown):\(shownPort)/"
        }
    }

    /// Letters, digits, dots, hyphens and an IPv6 address's colons: a Host header with
    /// anything else is not shown.
    private static func isHostName(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.count <= 253 && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":") }
    }

    /// 10/8, 172.16/12 and 192.168/16: where a phone at home finds a computer.
    private static func isPrivate(_ address: String) -> Bool {
        let octets = address.split(separator: ".").compactMap { Int($0) }
        guard octets.count == 4 else { return false }
        return octets[0] == 10 || (octets[0] == 172 && (16...31).contains(octets[1])) || (octets[0] == 192 && octets[1] == 168)
    }
}
