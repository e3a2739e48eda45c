import Foundation
import Hummingbird

/// Protects every state-changing request from other web sites.
///
/// Pages: a random token lives in a `SameSite=Strict`, `HttpOnly` cookie and in a hidden
/// field of every form; a POST must carry both, equal. The urlencoded body is parsed
/// here once and handed on in the context. Uploads carry it as a form field too (never
/// in the address, where history and logs would keep it).
/// API: writes must be JSON (or a photo upload), which a cross-site form cannot send
/// without a CORS preflight this server never approves, and cross-site fetches are refused.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    static let cookieName = "lb_csrf"
    static let fieldName = "csrf"
    /// Forms are small; anything larger is not a form of ours.
    static let maximumFormSize = 1024 * 1024
    /// Header names made once: `HTTPFields.Element.Name(_:)` checks and lower-cases its text.
    private static let fetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!
    private static let tokenHeader = HTTPFields.Element.Name("X-CSRF-Token")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        var request = request
        if request.headers[Self.fetchSite] == "cross-site" && request.method != .get && request.method != .head {
            throw HTTPError(.forbidden, message: "Requests from other web sites are not accepted.")
        }
        if request.uri.path.hasPrefix("/api/") {
            try Self.checkAPIWrite(request)
            return try await next(request, context)
        }
        let existing = request.cookies[Self.cookieName]?.value
        if let existing, Self.isWellFormed(existing) {
            context.csrfToken = existing
        } else {
            context.csrfToken = SecureToken.make()
            context.issuedCSRFCookie = true
        }
        if request.method == .post {
            let presented: String?
            if request.headers[.contentType]?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true {
                let body = try await request.collectBody(upTo: Self.maximumFormSize)
                context.form = FormData(String(buffer: body))
                presented = context.form.value(Self.fieldName)
            } else if request.headers[.contentType]?.lowercased().hasPrefix("multipart/form-data") == true {
                presented = try await Self.multipartToken(&request, context: context)
            } else {
                presented = request.headers[Self.tokenHeader]
            }
            guard !context.issuedCSRFCookie, let presented, SecureToken.equal(presented, context.csrfToken) else {
                throw HTTPError(.forbidden, message: "This form has expired or came from another site. Go back, reload the page and try again.")
            }
        }
        var response = try await next(request, context)
        if context.issuedCSRFCookie {
            response.setCookie(Cookie(name: Self.cookieName, value: context.csrfToken, path: "/", httpOnly: true, sameSite: .strict))
        }
        return response
    }

    /// The `csrf` field of an upload. The body stays collected on the request, so the
    /// route reads the same bytes; an upload over the limit is refused here already.
    private static func multipartToken(_ request: inout Request, context: Context) async throws -> String? {
        struct Field: Decodable { let csrf: String? }
        guard let body = try await MultipartBody.collect(&request, maximumUploadSize: context.maximumUploadSize) else { return nil }
        return (try? body.decode(Field.self))?.csrf
    }

    static func checkAPIWrite(_ request: Request) throws {
        guard request.method != .get, request.method != .head else { return }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let hasBody = (request.headers[.contentLength].flatMap(Int.init) ?? 0) > 0 || request.headers[.transferEncoding] != nil
        guard !hasBody || type.hasPrefix("application/json") || type.hasPrefix("multipart/form-data") else {
            throw HTTPError(.unsupportedMediaType, message: "Send JSON (Content-Type: application/json).")
        }
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

    static func equal(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
