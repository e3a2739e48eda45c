import Foundation
import Hummingbird

/// A one-time message for the page after a redirect ("Saved to favorites"), with the
/// token of a removal the page offers to undo.
struct Flash: Sendable, Equatable {
    static let cookieName = "lb_flash"

    enum Kind: String, Sendable {
        case success = "s"
        case error = "e"
    }

    let kind: Kind
    let message: String
    let undo: UUID?

    static func success(_ message: String, undo: UUID? = nil) -> Flash { Flash(kind: .success, message: message, undo: undo) }
    static func error(_ message: String) -> Flash { Flash(kind: .error, message: message) }

    /// The flash the request carries, if any: `kind:message` or `kind:message:token`,
    /// the message percent-encoded (so it holds no colon).
    init?(request: Request) {
        guard let raw = request.cookies[Self.cookieName]?.value, raw.count > 2,
            let kind = Kind(rawValue: String(raw.prefix(1)))
        else { return nil }
        let parts = raw.dropFirst(2).split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let message = parts.first.flatMap({ String($0).removingPercentEncoding }) else { return nil }
        self.init(kind: kind, message: String(message.prefix(500)), undo: parts.count > 1 ? UUID(uuidString: String(parts[1])) : nil)
    }

    init(kind: Kind, message: String, undo: UUID? = nil) {
        self.kind = kind
        self.message = message
        self.undo = undo
    }

    /// Redirects to `location` with this message for the next page.
    func redirect(to location: String) -> Response {
        var response = Response.redirect(to: location)
        let encoded = message.prefix(500).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let value = "\(kind.rawValue):\(encoded)" + (undo.map { ":\($0.uuidString)" } ?? "")
        response.setCookie(Cookie(name: Self.cookieName, value: value, maxAge: 60, path: "/", httpOnly: true, sameSite: .strict))
        return response
    }

    static func clear(_ response: inout Response) {
        response.setCookie(Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .strict))
    }
}
