import Hummingbird

/// Headers that make the browser refuse anything not from this server, framing, sniffing
/// and referrers; pages are never cached (they hold personal data).
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var contentSecurityPolicy: String {
        [
            "default-src 'self'",
            "img-src 'self' data: blob:",
            "media-src 'self' blob:",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        ].joined(separator: "; ")
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        response.headers[.init("X-Frame-Options")!] = "DENY"
        response.headers[.init("Cross-Origin-Opener-Policy")!] = "same-origin"
        response.headers[.init("Cross-Origin-Resource-Policy")!] = "same-origin"
        response.headers[.init("Permissions-Policy")!] = "camera=(self), microphone=(), geolocation=(), interest-cohort=()"
        if response.headers[.cacheControl] == nil {
            response.headers[.cacheControl] = "no-store"
        }
        return response
    }
}
