import Foundation

/// A photo made ready for a recognizer: JPEG bytes and their size in pixels.
public struct PreparedImage: Equatable, Sendable {
    public let jpeg: Data
    public let width: Int
    public let height: Int

    public init(jpeg: Data, width: Int, height: Int) {
        self.jpeg = jpeg
        self.width = width
        self.height = height
    }
}

/// Decodes and resizes photos. A maintained image library does this (libvips here,
/// ImageIO on iOS); LunchBox never decodes images itself. A damaged photo, or one with
/// more pixels than is safe to decode, throws `ScanError.unreadablePhoto`.
public protocol ImagePreparer: Sendable {
    /// The photo as a JPEG whose longer side is at most `longestSide` pixels (never
    /// enlarged), at `quality` (1-100), turned upright and without metadata.
    func jpeg(_ photo: ScanPhoto, longestSide: Int, quality: Int) async throws -> PreparedImage
}
