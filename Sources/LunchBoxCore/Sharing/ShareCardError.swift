import Foundation

/// Why a share card could not be made.
public enum ShareCardError: Error, Equatable, Sendable {
    case unknownStyle(String)
    case unknownFormat(String)
    /// No rasterizer here (`rsvg-convert` is not installed): the SVG still works.
    case rasterizerUnavailable
    /// The rasterizer ran and failed or timed out; the detail is for logs.
    case renderFailed(String)
}

extension ShareCardError: UserFacingErrorConvertible {
    public var userFacingError: UserFacingError {
        switch self {
        case .unknownStyle(let text):
            UserFacingError(
                title: "Unknown card style", message: "\"\(text)\" is not a card style. Choose one of: \(ShareCardStyle.choices).", kind: .input)
        case .unknownFormat(let text):
            UserFacingError(
                title: "Unknown card format",
                message: text.isEmpty ? "Say which card format: png or svg (a file name ending in .png or .svg)." : "\"\(text)\" is not a card format. Choose png or svg.",
                kind: .input)
        case .rasterizerUnavailable:
            UserFacingError(
                title: "PNG cards unavailable",
                message: "PNG cards need rsvg-convert (Debian package librsvg2-bin), which is not installed here. The SVG card works without it.",
                kind: .unknown)
        case .renderFailed:
            UserFacingError(
                title: "Card not drawn", message: "The card could not be drawn as a PNG. Try again, or download the SVG card instead.", actions: [.retry],
                kind: .unknown)
        }
    }
}

extension ShareCardError: LocalizedError {
    public var errorDescription: String? { userFacingError.message }
}
