import Foundation
import Hummingbird

/// Protects every state-changing request from other web sites.
///
/// Every request but GET and HEAD: a browser says where it comes from (`Origin`,
/// `Sec-Fetch-Site`), and only this server's own origin is taken (`same-site`, another
/// port of the same host, is not), before any body is read. A request with neither header
/// is not from a browser (the CLI, curl, scripts): it carries no one else's cookies, so it
/// cannot be forged on someone's behalf, and the API takes it (with the passphrase as a
/// bearer token when one is set). Pages: forms carry a token signed by this server for
/// this browser (`CSRFTokens`) in a `csrf` field (read from the body by
/// `RequestBodyMiddleware`, which runs between the two checks) or an `X-CSRF-Token` header.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The browser's id (random), to which its tokens are bound. Not itself a token.
    static let cookieName = "lb_csrf"
    static let fieldName = "csrf"
    /// Header names made once: `HTTPFields.Element.Name(_:)` checks and lower-cases its text.
    private static let tokenHeader = HTTPFields.Element.Name("X-CSRF-Token")!

    let tokens: CSRFTokens

    /// The first check, before the body is read: where the request comes from.
    struct OriginCheck: RouterMiddleware {
        typealias Context = AppRequestContext

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            if request.method != .get, request.method != .head { try RequestOrigin.check(request) }
            return try await next(request, context)
        }
    }

    /// The second, after it: the form token, for the pages.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !request.uri.path.hasPrefix("/api/") else { return try await next(request, context) }
        var context = context
        let existing = request.cookies[Self.cookieName]?.value
        let browser: String
        if let existing, Self.isWellFormed(existing) {
            browser = existing
        } else {
            browser = SecureToken.make()
            context.issuedCSRFCookie = true
        }
        let binding = Self.binding(browser: browser, session: request.cookies[PassphraseGate.cookieName]?.value)
        context.csrfToken = tokens.token(for: binding)
        if request.method == .post {
            let refuse = HTTPFault.forbidden("fault3.web.formExpired")
            if context.issuedCSRFCookie { throw refuse }
            let header = request.headers[Self.tokenHeader]
            if let header, !tokens.isValid(header, for: binding) { throw refuse }
            let field = context.upload?.field(Self.fieldName) ?? context.form.value(Self.fieldName)
            if header == nil, !(field.map { tokens.isValid($0, for: binding) } ?? false) { throw refuse }
        }
        var response = try await next(request, context)
        if context.issuedCSRFCookie {
            response.setCookie(Cookie(name: Self.cookieName, value: browser, path: "/", httpOnly: true, sameSite: .strict))
        }
        return response
    }

    /// What a token is signed for: this browser, and its session once logged in (so
    /// logging out or in makes the old forms expire).
    static func binding(browser: String, session: String?) -> String {
        "\(browser)|\(session ?? "")"
    }

    /// 43 characters of the base64url alphabet. Checked on the UTF-8 bytes: walking
    /// `Character`s (grapheme breaking) was a third of this middleware's time.
    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 43
            && token.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
                default: false
                }
            }
    }
}

/// Random tokens and comparing them without leaking timing.
enum SecureToken {
    /// 32 random bytes, base64url without padding (43 characters). Drawn 8 bytes at a
    /// time: a byte at a time was 32 system calls for every visitor without a cookie.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for _ in 0..<4 {
            withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) }
        }
        return base64URL(bytes)
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// RFC 4648 base64url without padding.
    static func base64URL(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0...count {
                text.append(alphabet[Int(group >> (18 - 6 * UInt32(position)) & 0x3F)])
            }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes of unpadded base64url text, or nil.
    static func bytes(fromBase64URL text: String) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }

    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
