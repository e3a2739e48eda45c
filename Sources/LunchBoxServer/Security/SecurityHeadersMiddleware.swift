import Hummingbird

/// Headers that make the browser refuse anything not from this server, framing, sniffing
/// and referrers; pages are never cached (they hold personal data).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var contentSecurityPolicy: String { SecurityHeaders.contentSecurityPolicy }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        // One pass over the response's own few headers; when it set none of ours (every
        // route but a rare one), appending them gives the same fields as setting each by
        // name, which searched the headers once for each of the eight.
        var setsOurs = false
        var setsCaching = false
        for field in response.headers {
            if SecurityHeaders.names.contains(field.name) { setsOurs = true }
            if field.name == .cacheControl { setsCaching = true }
        }
        if setsOurs {
            for field in SecurityHeaders.fields {
                response.headers[field.name] = field.value
            }
        } else {
            response.headers.append(contentsOf: SecurityHeaders.fields)
        }
        if !setsCaching {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }
}

/// The headers' names and values, made once rather than on every response (a generic
/// type cannot hold them as stored statics).
private enum SecurityHeaders {
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    static let fields: HTTPFields = [
        .contentSecurityPolicy: contentSecurityPolicy,
        .xContentTypeOptions: "nosniff",
        // No address leaves for another site; our own forms still name their origin
        // (under `no-referrer` browsers send `Origin: null`, which the origin check
        // cannot tell from a sandboxed page elsewhere).
        .init("Referrer-Policy")!: "same-origin",
        .init("X-Frame-Options")!: "DENY",
        .init("Cross-Origin-Opener-Policy")!: "same-origin",
        .init("Cross-Origin-Resource-Policy")!: "same-origin",
        .init("Permissions-Policy")!: "camera=(self), microphone=(), geolocation=(), interest-cohort=()",
    ]

    static let names = fields.map(\.name)
}
