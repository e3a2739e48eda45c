/// A host and port as a Host header or a forwarded hop writes them.
enum HostAndPort {
    /// "kitchen-pc.local:8443" → ("kitchen-pc.local", 8443); "[fe80::1]:80" → ("fe80::1", 80);
    /// an IPv6 address without brackets ("2001:db8::17") is all host.
    static func split(_ text: String) -> (host: String, port: Int?) {
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            let host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            return (host, rest.hasPrefix(":") ? Int(rest.dropFirst()) : nil)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return (text, nil) }
        return (String(parts[0]), Int(parts[1]))
    }
}
