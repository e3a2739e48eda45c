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
            throw HTTPError(.misdirectedRequest, message: "This LunchBox only answers to localhost and 127.0.0.1.")
        }
        return try await next(request, context)
    }

}

/// The names this computer answers to on loopback.
enum LoopbackAuthority {
    static let allowedNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// "127.0.0.1:8080", "localhost" and "[::1]:80" are allowed; "evil.example:8080" is not.
    static func isAllowed(_ authority: String) -> Bool {
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
