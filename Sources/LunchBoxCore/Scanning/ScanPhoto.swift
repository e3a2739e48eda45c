import Foundation

/// A photo handed to the scanner, checked by its first bytes: a real image of a format
/// LunchBox reads, not empty and not over the size limit. Nothing is decoded here.
public struct ScanPhoto: Sendable {
    /// OpenAI takes up to 20 MB an image; phone photos are 2-8 MB.
    public static let maximumBytes = 20 * 1024 * 1024

    public let data: Data
    public let format: ImageFormat

    public init(_ data: Data, maximumBytes: Int = ScanPhoto.maximumBytes) throws {
        guard !data.isEmpty else { throw ScanError.emptyPhoto }
        guard data.count <= maximumBytes else { throw ScanError.photoTooLarge(maximumBytes: maximumBytes) }
        guard let format = ImageFormat(detecting: data) else { throw ScanError.notAPhoto }
        self.data = data
        self.format = format
    }
}
