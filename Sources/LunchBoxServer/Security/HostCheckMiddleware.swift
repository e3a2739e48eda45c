import Hummingbird

/// On loopback, answers only requests addressed to this computer by name.
///
/// A web page elsewhere can point its own domain name at 127.0.0.1 ("DNS rebinding")
/// and then read this app as if it were the same site; such requests carry that
/// domain in their Host header and are refused here. The port is not compared: the
/// attack is in the name, and with `--port 0` the real port is only known later.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard LoopbackAuthority.isAllowed(request.head.authority ?? "") else {
            throw HTTPFault.onlyLoopbackNames
        }
        return try await next(request, context)
    }

}

/// The names this computer answers to on loopback.
enum LoopbackAuthority {
    static let allowedNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// "127.0.0.1:8080", "localhost" and "[::1]:80" are allowed; "evil.example:8080" is not.
    static func isAllowed(_ authority: String) -> Bool {
        isAllowedASCII(authority) ?? isAllowedAnyText(authority)
    }

    /// The same rule on the bytes of an ASCII authority (what browsers send), without
    /// lower-casing, splitting and hashing copies on every request; nil for other text.
    static func isAllowedASCII(_ authority: String) -> Bool? {
        let bytes = authority.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var nameEnd = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return false }
            nameEnd = bytes.index(after: close)
        }
        let port = bytes[nameEnd...]
        guard port.isEmpty || (port.first == UInt8(ascii: ":") && port.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return false
        }
        let name = bytes[..<nameEnd]
        return allowedNames.contains { allowed in
            allowed.utf8.count == name.count && zip(allowed.utf8, name).allSatisfy { $0 == $1 | ($1 >= UInt8(ascii: "A") && $1 <= UInt8(ascii: "Z") ? 0x20 : 0) }
        }
    }

    static func isAllowedAnyText(_ authority: String) -> Bool {
        let lowered = authority.lowercased()
        let name: Substring
        if lowered.hasPrefix("["), let close = lowered.firstIndex(of: "]") {
            name = lowered[...close]
            let rest = lowered[lowered.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return false }
        } else {
            let parts = lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            name = parts[0]
            guard parts.count == 1 || parts[1].allSatisfy(\.isNumber) else { return false }
        }
        return allowedNames.contains(String(name))
    }
}
