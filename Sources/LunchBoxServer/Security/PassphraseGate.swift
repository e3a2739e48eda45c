import Foundation
import Hummingbird
import LunchBoxCore

/// When the app listens beyond this computer, everything but the open routes
/// (`RouteTraits.open`: the login page...) and static files needs a session (cookie) or
/// the passphrase as a bearer token (scripts).
struct PassphraseGate: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "lb_session"

    let passphrase: String
    let sessions: SessionStore
    let throttle: GuessThrottle

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.isPassphraseMode = true
        let path = request.uri.path
        if RouteTraits.of(context).contains(.open) || path.hasPrefix("/static/") {
            if let token = request.cookies[Self.cookieName]?.value {
                context.isSignedIn = await sessions.isValid(token)
            } else {
                context.isSignedIn = false
            }
            return try await next(request, context)
        }
        if let token = request.cookies[Self.cookieName]?.value, await sessions.isValid(token) {
            return try await next(request, context)
        }
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") {
            // Counted with the login page's guesses, and compared only in its turn
            // (GuessThrottle): a right token is answered no sooner than a wrong one.
            let address = context.clientAddress
            let throttled = try await GuessThrottle.waitTurn(await throttle.admit(from: address))
            if SecureToken.equal(String(authorization.dropFirst(7)), passphrase) {
                await throttle.recordSuccess(from: address)
                return try await next(request, context)
            }
            if throttled {
                throw HTTPError(.tooManyRequests, headers: [.retryAfter: "60"], message: GuessThrottle.message)
            }
        }
        if path.hasPrefix("/api/") {
            throw HTTPError(.unauthorized, message: "Log in first, or send the passphrase as a bearer token.")
        }
        if ScriptErrorBody.isWanted(by: request) {
            // A page's script (the live camera) cannot follow a redirect to the login page: it says why, in the page's words.
            throw HTTPFault(.unauthorized, Fault(title: "fault3.title.passphraseNeeded", message: "scan4.loggedOut"))
        }
        let next = request.method == .get ? path : "/"
        return .redirect(to: "/login?next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/")")
    }
}

/// Logged-in browser sessions, in memory: a restart logs everyone out, which is fine for
/// a household app and keeps no session secrets on disk.
actor SessionStore {
    static let lifetime: TimeInterval = 30 * 24 * 3600

    private var expiries: [String: Date] = [:]
    private let clock: @Sendable () -> Date

    init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
    }

    func create() -> String {
        let now = clock()
        expiries = expiries.filter { $0.value > now }
        let token = SecureToken.make()
        expiries[token] = now.addingTimeInterval(Self.lifetime)
        return token
    }

    func isValid(_ token: String) -> Bool {
        guard let expiry = expiries[token] else { return false }
        return expiry > clock()
    }

    func remove(_ token: String) {
        expiries[token] = nil
    }
}
