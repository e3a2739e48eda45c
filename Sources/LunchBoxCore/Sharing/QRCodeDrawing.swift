import Foundation

/// Draws a short text (the household server's address) as a QR code in SVG, for a phone's
/// camera to open. Live: Debian's `qrencode` (LunchBoxLive); tests use fakes.
public protocol QRCodeDrawing: Sendable {
    func svg(for text: String) async throws -> String
}

/// Why a QR code could not be drawn.
public enum QRCodeError: Error, Equatable, LocalizedError {
    /// More than a phone's camera reads comfortably from a screen.
    case textTooLong(Int)
    case drawingFailed(String)

    public var errorDescription: String? {
        switch self {
        case .textTooLong(let count): "A QR code holds an address of at most 256 characters, not \(count)."
        case .drawingFailed(let detail): "The QR code could not be drawn: \(detail)"
        }
    }
}
