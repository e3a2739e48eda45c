import Foundation

/// Turns a share card's SVG into a PNG of the given size. Live: librsvg's
/// `rsvg-convert` (LunchBoxLive); tests use fakes.
public protocol CardRasterizer: Sendable {
    func png(fromSVG svg: String, width: Int, height: Int) async throws -> Data
}

/// The rasterizer of a platform that has none: every PNG is refused with
/// `ShareCardError.rasterizerUnavailable`, and SVG cards still work.
public struct UnavailableCardRasterizer: CardRasterizer {
    public init() {}

    public func png(fromSVG svg: String, width: Int, height: Int) async throws -> Data {
        throw ShareCardError.rasterizerUnavailable
    }
}
