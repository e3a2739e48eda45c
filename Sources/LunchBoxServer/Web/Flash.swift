import Foundation
import Hummingbird

/// A one-time message for the page after a redirect ("Saved to favorites").
struct Flash: Sendable, Equatable {
    static let cookieName = "lb_flash"

    enum Kind: String, Sendable {
        case success = "s"
        case error = "e"
    }

    let kind: Kind
    let message: String

    static func success(_ message: String) -> Flash { Flash(kind: .success, message: message) }
    static func error(_ message: String) -> Flash { Flash(kind: .error, message: message) }

    /// The flash the request carries, if any.
    init?(request: Request) {
        guard let raw = request.cookies[Self.cookieName]?.value, raw.count > 2,
            let kind = Kind(rawValue: String(raw.prefix(1))),
            let message = String(raw.dropFirst(2)).removingPercentEncoding
        else { return nil }
        self.init(kind: kind, message: String(message.prefix(500)))
    }

    init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// Redirects to `location` with this message for the next page.
    func redirect(to location: String) -> Response {
        var response = Response.redirect(to: location)
        let encoded = message.prefix(500).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        response.setCookie(Cookie(name: Self.cookieName, value: "\(kind.rawValue):\(encoded)", maxAge: 60, path: "/", httpOnly: true, sameSite: .strict))
        return response
    }

    static func clear(_ response: inout Response) {
        response.setCookie(Cookie(name: cookieName, value: "", maxAge: 0, path: "/", httpOnly: true, sameSite: .strict))
    }
}
