import Hummingbird

/// On loopback, answers only requests addressed to this computer by name.
///
/// A web page elsewhere can point its own domain name at 127.0.0.1 ("DNS rebinding")
/// and then read this app as if it were the same site; such requests carry that
/// domain in their Host header and are refused here.
struct HostCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowedHosts: Set<String>

    init(port: Int) {
        allowedHosts = ["localhost", "127.0.0.1", "[::1]"].reduce(into: []) { hosts, name in
            hosts.insert(name)
            hosts.insert("\(name):\(port)")
        }
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let host = (request.head.authority ?? "").lowercased()
        guard allowedHosts.contains(host) else {
            throw HTTPError(.misdirectedRequest, message: "This LunchBox only answers to localhost and 127.0.0.1.")
        }
        return try await next(request, context)
    }
}
