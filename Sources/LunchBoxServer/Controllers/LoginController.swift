import Foundation
import Hummingbird

/// The passphrase login used when the app listens beyond this computer.
struct LoginController {
    let pages: Pages
    let passphrase: String?
    let sessions: SessionStore

    func addRoutes(to router: Router<AppRequestContext>) {
        guard let passphrase else { return }
        router.get("/login") { request, context in
            try pages.render(LoginPage(next: Self.safeNext(request.uri.queryParameters.get("next")), error: nil), request: request, context: context)
        }
        router.post("/login") { request, context -> Response in
            let next = Self.safeNext(context.form.value("next"))
            let address = context.clientAddress
            if await sessions.isThrottled(address) {
                return try pages.render(LoginPage(next: next, error: SessionStore.throttledMessage), request: request, context: context, status: .tooManyRequests)
            }
            guard let typed = context.form.value("passphrase"), SecureToken.equal(typed, passphrase) else {
                await sessions.recordFailure(from: address)
                return try pages.render(LoginPage(next: next, error: "That passphrase is not right."), request: request, context: context, status: .unauthorized)
            }
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
    static func safeNext(_ raw: String?) -> String {
        guard let raw, raw.hasPrefix("/"), !raw.hasPrefix("//"), !raw.contains("\\"), raw.count < 500 else { return "/inventory" }
        return raw
    }
}
