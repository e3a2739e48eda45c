import Foundation
import Hummingbird

/// Over https, every cookie this server sets (the session, the CSRF browser id, the flash
/// and welcome marks) is marked `Secure`, so the browser never sends it over plain http,
/// where anyone on the network could read it. One place rather than each `setCookie`, so
/// a cookie added later is covered too. Added only when the server serves https: over
/// plain http a `Secure` cookie would never come back.
struct SecureCookiesMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        let cookies = response.headers[values: .setCookie]
        guard !cookies.isEmpty else { return response }
        response.headers[values: .setCookie] = cookies.map(Self.secured)
        return response
    }

    static func secured(_ cookie: String) -> String {
        let isSecure = cookie.split(separator: ";").dropFirst().contains {
            $0.trimmingCharacters(in: .whitespaces).lowercased() == "secure"
        }
        return isSecure ? cookie : cookie + "; Secure"
    }
}
