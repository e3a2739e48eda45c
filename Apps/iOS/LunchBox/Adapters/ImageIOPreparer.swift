import CoreGraphics
import Foundation
import ImageIO
import LunchBoxCore
import UniformTypeIdentifiers

/// Downscales a photo with ImageIO (decoding only what the thumbnail needs), turns it
/// upright from its EXIF orientation, and writes a JPEG without metadata.
struct ImageIOPreparer: ImagePreparer {
    /// A photo with more pixels than this is refused rather than decoded (a 12 MP
    /// iPhone photo has 12 million).
    static let maximumPixels = 100_000_000

    func jpeg(_ photo: ScanPhoto, longestSide: Int, quality: Int) async throws -> PreparedImage {
        guard let source = CGImageSourceCreateWithData(photo.data as CFData, [kCGImageSourceShouldCache: false] as CFDictionary),
            let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any],
            let width = properties[kCGImagePropertyPixelWidth] as? Int,
            let height = properties[kCGImagePropertyPixelHeight] as? Int
        else { throw ScanError.unreadablePhoto(reason: "the photo could not be decoded") }
        guard width > 0, height > 0, width * height <= Self.maximumPixels else {
            throw ScanError.unreadablePhoto(reason: "the photo has too many pixels")
        }
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            // Never enlarged: the thumbnail is at most the photo's own longer side.
            kCGImageSourceThumbnailMaxPixelSize: min(longestSide, max(width, height)),
        ]
        guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
            throw ScanError.unreadablePhoto(reason: "the photo could not be resized")
        }
        let output = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(output, UTType.jpeg.identifier as CFString, 1, nil) else {
            throw ScanError.unreadablePhoto(reason: "JPEG encoding is not available")
        }
        let clamped = Double(min(max(quality, 1), 100)) / 100
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationLossyCompressionQuality: clamped] as CFDictionary)
        guard CGImageDestinationFinalize(destination) else { throw ScanError.unreadablePhoto(reason: "the JPEG could not be written") }
        return PreparedImage(jpeg: output as Data, width: image.width, height: image.height)
    }
}
