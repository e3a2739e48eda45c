import Foundation
import LunchBoxCore

/// Resizes photos with libvips (Debian's `libvips-tools`): `vipsthumbnail` shrinks a
/// JPEG while it decodes it, so a 12-megapixel phone photo costs a fraction of a full
/// decode, turns it upright from its EXIF orientation, and reads HEIC through libheif.
/// The header is read first, and a photo of more than 100 megapixels (a decompression
/// bomb, or a panorama no recognizer needs) is refused before anything decodes it.
struct VipsImagePreparer: ImagePreparer {
    let vipsthumbnail: URL
    let vipsheader: URL
    let runner = CommandRunner()

    func jpeg(_ photo: ScanPhoto, longestSide: Int, quality: Int) async throws -> PreparedImage {
        try await ScratchFolder.with { folder in
            let input = try ScratchFolder.write(photo, in: folder)
            _ = try await size(of: input, in: folder)
            let output = folder.appendingPathComponent("prepared.jpg")
            let side = max(16, longestSide)
            let result = try await runner.run(
                vipsthumbnail, [input.path, "--size", "\(side)x\(side)>", "-o", "\(output.path)[Q=\(min(max(quality, 1), 100)),strip]"],
                in: folder, timeout: 30)
            guard result.status == 0 else { throw ScanError.unreadablePhoto(reason: "it is damaged or not a complete image") }
            let (width, height) = try await size(of: output, in: folder)
            return PreparedImage(jpeg: try Data(contentsOf: output), width: width, height: height)
        }
    }

    /// The photo upright and shrunk (never enlarged) so its longer side is at most
    /// `longestSide`, as RGB pixels (a binary PPM from libvips), for the OpenCV models.
    func pixels(of photo: ScanPhoto, longestSide: Int) async throws -> PixelImage {
        try await ScratchFolder.with { folder in
            let input = try ScratchFolder.write(photo, in: folder)
            _ = try await size(of: input, in: folder)
            let output = folder.appendingPathComponent("pixels.ppm")
            let side = max(16, longestSide)
            let result = try await runner.run(vipsthumbnail, [input.path, "--size", "\(side)x\(side)>", "-o", output.path], in: folder, timeout: 30)
            guard result.status == 0 else { throw ScanError.unreadablePhoto(reason: "it is damaged or not a complete image") }
            return try PixelImage(ppm: try Data(contentsOf: output))
        }
    }

    /// The image's width and height from its header (read here by the core's
    /// `ImageHeader` for JPEG and PNG, saving the 30 ms of CPU that starting `vipsheader`
    /// costs; by `vipsheader` otherwise), checked against the pixel limit.
    func size(of image: URL, in folder: URL) async throws -> (width: Int, height: Int) {
        var size = (try? FileHandle(forReadingFrom: image)).flatMap { file -> (width: Int, height: Int)? in
            defer { try? file.close() }
            guard let head = try? file.read(upToCount: 256 * 1024), let format = ImageFormat(detecting: head),
                format == .jpeg || format == .png, let header = ImageHeader.read(head, format: format),
                header.width > 0, header.height > 0
            else { return nil }
            return (header.width, header.height)
        }
        if size == nil {
            let result = try await runner.run(vipsheader, [image.path], in: folder, timeout: 10)
            guard result.status == 0, let read = Self.size(inHeaderLine: String(decoding: result.output, as: UTF8.self)) else {
                throw ScanError.unreadablePhoto(reason: "it is damaged or not a complete image")
            }
            size = read
        }
        guard let size, size.width * size.height <= ImageHeader.maximumPixels else {
            throw ScanError.unreadablePhoto(reason: "it has more than \(ImageHeader.maximumPixels / 1_000_000) megapixels")
        }
        return size
    }

    /// "photo.jpg: 4032x3024 uchar, 3 bands, srgb, jpegload" -> (4032, 3024).
    static func size(inHeaderLine line: String) -> (width: Int, height: Int)? {
        guard let colon = line.range(of: ": ", options: .backwards) else { return nil }
        let dimensions = line[colon.upperBound...].prefix { $0 != " " }.split(separator: "x")
        guard dimensions.count == 2, let width = Int(dimensions[0]), let height = Int(dimensions[1]), width > 0, height > 0 else { return nil }
        return (width, height)
    }
}
