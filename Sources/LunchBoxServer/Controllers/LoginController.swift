import Foundation
import Hummingbird

/// The passphrase login used when the app listens beyond this computer.
struct LoginController {
    let pages: Pages
    let passphrase: String?
    let sessions: SessionStore
    let throttle: GuessThrottle

    func addRoutes(to router: Router<AppRequestContext>) {
        guard let passphrase else { return }
        router.get("/login") { request, context in
            try pages.render(LoginPage(next: Self.safeNext(request.uri.queryParameters.get("next")), failure: nil), request: request, context: context)
        }
        router.post("/login") { request, context -> Response in
            let next = Self.safeNext(context.form.value("next"))
            let address = context.clientAddress
            // Every guess waits its turn before it is compared (GuessThrottle), so a
            // right one is answered no sooner than a wrong one; past the allowance a
            // wrong one is answered 429.
            let throttled: Bool
            do {
                throttled = try await GuessThrottle.waitTurn(await throttle.admit(from: address))
            } catch let error as HTTPError {
                var response = try pages.render(LoginPage(next: next, failure: .refused), request: request, context: context, status: .tooManyRequests)
                response.headers[.retryAfter] = error.headers[.retryAfter] ?? "60"
                return response
            }
            guard let typed = context.form.value("passphrase"), SecureToken.equal(typed, passphrase) else {
                guard throttled else {
                    return try pages.render(LoginPage(next: next, failure: .wrong), request: request, context: context, status: .unauthorized)
                }
                var response = try pages.render(LoginPage(next: next, failure: .wrongThrottled), request: request, context: context, status: .tooManyRequests)
                response.headers[.retryAfter] = "60"
                return response
            }
            await throttle.recordSuccess(from: address)
            var response = Response.redirect(to: next)
            response.setCookie(Cookie(name: PassphraseGate.cookieName, value: await sessions.create(), maxAge: Int(SessionStore.lifetime), path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        router.post("/logout") { request, _ -> Response in
            if let token = request.cookies[PassphraseGate.cookieName]?.value { await sessions.remove(token) }
            var response = Response.redirect(to: "/login")
            response.setCookie(Cookie(name: PassphraseGate.cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
    }

    /// Only paths on this site, so the login can't be used to send people elsewhere.
    ///
    /// Browsers forgive a lot in a `Location`: they drop tabs and line breaks, read `\`
    /// as `/`, and take `//host` (or `/\t/host`, issue 27) as another site. So the path
    /// must start with one `/`, hold only the characters a URL path and query are made
    /// of (no spaces, controls or backslashes), and no encoded slash, backslash or
    /// control that a proxy might decode; anything else goes to the kitchen.
    static func safeNext(_ raw: String?) -> String {
        let fallback = "/inventory"
        guard let raw, raw.utf8.count < 500, raw.utf8.first == UInt8(ascii: "/") else { return fallback }
        let bytes = Array(raw.utf8)
        if bytes.count > 1, bytes[1] == UInt8(ascii: "/") { return fallback }
        guard bytes.allSatisfy(isPathByte) else { return fallback }
        let lowered = raw.lowercased()
        guard !encodedDangers.contains(where: lowered.contains) else { return fallback }
        return raw
    }

    private static let encodedDangers = ["%2f", "%5c", "%7f"] + (0..<32).map { "%" + ($0 < 16 ? "0" : "") + String($0, radix: 16) }

    /// Letters, digits and `-._~!$&'()*+,;=:@/?%` (RFC 3986 path and query characters).
    private static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("-._~!$&'()*+,;=:@/?%".utf8).contains(byte)
        }
    }
}
