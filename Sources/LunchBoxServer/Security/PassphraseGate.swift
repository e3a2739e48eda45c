import Foundation
import Hummingbird

/// When the app listens beyond this computer, everything but the login page and static
/// files needs a session (cookie) or the passphrase as a bearer token (scripts).
struct PassphraseGate: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "lb_session"
    static let openPaths: Set<String> = ["/login", "/healthz"]

    let passphrase: String
    let sessions: SessionStore

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.isPassphraseMode = true
        let path = request.uri.path
        if Self.openPaths.contains(path) || path.hasPrefix("/static/") {
            return try await next(request, context)
        }
        if let token = request.cookies[Self.cookieName]?.value, await sessions.isValid(token) {
            return try await next(request, context)
        }
        if let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") {
            // Guessing through the API is throttled like guessing on the login page.
            let address = context.clientAddress
            if await sessions.isThrottled(address) {
                throw HTTPError(.tooManyRequests, headers: [.retryAfter: "60"], message: SessionStore.throttledMessage)
            }
            if SecureToken.equal(String(authorization.dropFirst(7)), passphrase) {
                return try await next(request, context)
            }
            await sessions.recordFailure(from: address)
        }
        if path.hasPrefix("/api/") {
            throw HTTPError(.unauthorized, message: "Log in first, or send the passphrase as a bearer token.")
        }
        let next = request.method == .get ? path : "/"
        return .redirect(to: "/login?next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/")")
    }
}

/// Logged-in browser sessions, in memory: a restart logs everyone out, which is fine for
/// a household app and keeps no session secrets on disk.
actor SessionStore {
    static let lifetime: TimeInterval = 30 * 24 * 3600

    /// Wrong passphrases a minute allowed from one address, and from all of them together.
    static let failuresPerAddress = 10
    static let failuresInAll = 50
    static let throttledMessage = "Too many wrong passphrases. Wait a minute and try again."

    private var expiries: [String: Date] = [:]
    private var recentFailures: [(address: String, at: Date)] = []
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

    func recordFailure(from address: String) {
        recentFailures.append((address, clock()))
    }

    /// True while too many wrong passphrases came from `address` in the last minute, so one
    /// guessing device cannot lock out the rest of the household, or from everywhere, so
    /// many devices together cannot guess quickly either.
    func isThrottled(_ address: String) -> Bool {
        let minuteAgo = clock().addingTimeInterval(-60)
        recentFailures.removeAll { $0.at < minuteAgo }
        return recentFailures.count >= Self.failuresInAll
            || recentFailures.count { $0.address == address } >= Self.failuresPerAddress
    }
}
