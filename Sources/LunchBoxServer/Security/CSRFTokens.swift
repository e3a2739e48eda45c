import Crypto
import Foundation

/// Form tokens signed with a secret only this server holds and bound to the browser
/// that shows the form: HMAC-SHA256 of the browser's id (and its session, when logged
/// in). A token someone chose, or planted as a cookie from another port of the same
/// host, does not verify (issue 27); checking is constant-time (swift-crypto).
///
/// The secret is made at start and kept in memory, like the sessions: a restart
/// expires the forms open in browsers, which then ask to reload the page.
struct CSRFTokens: Sendable {
    private let key: SymmetricKey

    init(key: SymmetricKey = SymmetricKey(size: .bits256)) {
        self.key = key
    }

    /// The token for forms shown to `binding` (43 characters of base64url).
    func token(for binding: String) -> String {
        SecureToken.base64URL(Array(HMAC<SHA256>.authenticationCode(for: Data(binding.utf8), using: key)))
    }

    func isValid(_ token: String, for binding: String) -> Bool {
        guard CSRFMiddleware.isWellFormed(token), let code = SecureToken.bytes(fromBase64URL: token) else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data(binding.utf8), using: key)
    }
}
