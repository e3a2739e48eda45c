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
            UserFacingError(Fault(title: "fault2.title.unknownCardStyle", message: "fault2.share.unknownStyle", [.text(text), .text(ShareCardStyle.choices)]), kind: .input)
        case .unknownFormat(let text):
            UserFacingError(
                Fault(title: "fault2.title.unknownCardFormat", message: text.isEmpty ? "fault2.share.formatMissing" : "fault2.share.unknownFormat", text.isEmpty ? [] : [.text(text)]),
                kind: .input)
        case .rasterizerUnavailable:
            UserFacingError(Fault(title: "fault2.title.pngUnavailable", message: "fault2.share.rasterizerUnavailable"), kind: .unknown)
        case .renderFailed:
            UserFacingError(Fault(title: "fault2.title.cardNotDrawn", message: "fault2.share.renderFailed"), actions: [.retry], kind: .unknown)
        }
    }
}

extension ShareCardError: LocalizedError {
    public var errorDescription: String? { userFacingError.message }
}
