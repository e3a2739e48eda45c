import Foundation

/// Decides which base URLs inventory data and the key may be sent to.
///
/// HTTPS everywhere; plain HTTP only to this computer (localhost, 127.0.0.1, ::1), where
/// local servers such as Ollama live and nothing crosses a network.
public enum EndpointPolicy {
    /// A cleaned base URL, or `AIClientError.invalidBaseURL` / `.insecureEndpoint`.
    public static func validatedBaseURL(_ text: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= 500, let url = URL(string: trimmed) else {
            throw AIClientError.invalidBaseURL
        }
        return try validated(url)
    }

    public static func validated(_ url: URL) throws -> URL {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = host(of: url), !host.isEmpty,
            url.user == nil, url.password == nil, url.query == nil, url.fragment == nil
        else {
            throw AIClientError.invalidBaseURL
        }
        if scheme == "http" && !isLoopback(host: host) {
            throw AIClientError.insecureEndpoint(host: host)
        }
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        guard let clean = URL(string: text) else { throw AIClientError.invalidBaseURL }
        return clean
    }

    /// The host without IPv6 brackets, lowercased.
    public static func host(of url: URL) -> String? {
        guard var host = url.host?.lowercased() else { return nil }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host
    }

    public static func isLoopback(host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return ["localhost", "127.0.0.1", "::1"].contains(bare.lowercased())
    }

    public static func isLoopback(_ url: URL) -> Bool {
        host(of: url).map(isLoopback(host:)) ?? false
    }

    static func sameEndpoint(_ lhs: URL, _ rhs: URL) -> Bool {
        func normal(_ url: URL) -> String {
            var text = url.absoluteString.lowercased()
            while text.hasSuffix("/") { text.removeLast() }
            return text
        }
        return normal(lhs) == normal(rhs)
    }
}
