import Foundation

/// A photo handed to the scanner, checked by its first bytes: a real image of a format
/// LunchBox reads, not empty and not over the size limit. Nothing is decoded here.
public struct ScanPhoto: Sendable {
    /// OpenAI takes up to 20 MB an image; phone photos are 2-8 MB.
    public static let maximumBytes = 20 * 1024 * 1024
    static let damaged = "it is damaged or not a complete image"

    public let data: Data
    public let format: ImageFormat

    public init(_ data: Data, maximumBytes: Int = ScanPhoto.maximumBytes) throws {
        guard !data.isEmpty else { throw ScanError.emptyPhoto }
        guard data.count <= maximumBytes else { throw ScanError.photoTooLarge(maximumBytes: maximumBytes) }
        guard let format = ImageFormat(detecting: data) else { throw ScanError.notAPhoto }
        // The one size check every recognizer relies on: no tool sees a photo that fails it.
        guard let header = ImageHeader.read(data, format: format), header.width > 0, header.height > 0 else {
            throw ScanError.unreadablePhoto(reason: Self.damaged)
        }
        guard header.pixels <= ImageHeader.maximumPixels else {
            throw ScanError.unreadablePhoto(reason: "it has more than \(ImageHeader.maximumPixels / 1_000_000) megapixels")
        }
        guard ImageHeader.isComplete(data, format: format) else { throw ScanError.unreadablePhoto(reason: Self.damaged) }
        self.data = data
        self.format = format
    }
}
