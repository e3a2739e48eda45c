import Foundation

/// What a photo's own bytes say about it, read without decoding it: its size in
/// pixels, and whether it is whole. Every recognizer gets a photo only after this check
/// (`ScanPhoto`), so no tool decodes a photo that declares 12000 x 9000 pixels in
/// 17 kB (zbar took 8 s and 117 MB for one) or one that was cut off (issue 27).
public struct ImageHeader: Equatable, Sendable {
    /// A phone's photo is 12-50 megapixels; more is a decompression bomb, not a photo.
    public static let maximumPixels = 100_000_000

    public let width: Int
    public let height: Int

    public var pixels: Int { width * height }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size a photo of this format declares, or nil when the header cannot be found.
    public static func read(_ data: Data, format: ImageFormat) -> ImageHeader? {
        let bytes = [UInt8](data)
        switch format {
        case .jpeg: return jpeg(bytes)
        case .png: return bytes.count >= 24 ? ImageHeader(width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4)) : nil
        case .gif: return bytes.count >= 10 ? ImageHeader(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8) : nil
        case .webp: return webp(bytes)
        case .heic: return heic(bytes)
        }
    }

    /// False for a photo cut off before its end: a JPEG without its end marker after the
    /// image data, a PNG without its last chunk, a WebP shorter than it says.
    public static func isComplete(_ data: Data, format: ImageFormat) -> Bool {
        let bytes = [UInt8](data)
        switch format {
        case .jpeg:
            // FF D9 cannot occur inside the image data (FF is escaped there), so one after
            // the first start-of-scan ends the image; later bytes may be a trailer.
            guard let scan = marker(0xDA, in: bytes, from: 2) else { return false }
            return marker(0xD9, in: bytes, from: scan) != nil
        case .png:
            // The empty IEND chunk, looked for from the end (bytes may follow it).
            let end: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8)
            var index = bytes.count - end.count
            while index >= 8 {
                if bytes[index + 4] == end[4], Array(bytes[index..<index + end.count]) == end { return true }
                index -= 1
            }
            return false
        case .webp:
            return bytes.count >= 12 && littleEndian(bytes, 4, 4) + 8 <= bytes.count
        case .gif, .heic:
            return true
        }
    }

    private static func jpeg(_ bytes: [UInt8]) -> ImageHeader? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let kind = bytes[index + 1]
            if kind == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(kind), ![0xC4, 0xC8, 0xCC].contains(kind) {
                return ImageHeader(width: bigEndian(bytes, index + 7, 2), height: bigEndian(bytes, index + 5, 2))
            }
            if kind == 0xDA { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func webp(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 30 else { return nil }
        switch String(decoding: bytes[12..<16], as: UTF8.self) {
        case "VP8X": return ImageHeader(width: littleEndian(bytes, 24, 3) + 1, height: littleEndian(bytes, 27, 3) + 1)
        case "VP8 ": return ImageHeader(width: littleEndian(bytes, 26, 2) & 0x3FFF, height: littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = littleEndian(bytes, 21, 4)
            return ImageHeader(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        default: return nil
        }
    }

    /// The largest `ispe` (image spatial extent) property: the whole image, not a tile.
    private static func heic(_ bytes: [UInt8]) -> ImageHeader? {
        let name = Array("ispe".utf8)
        var largest: ImageHeader?
        var index = 4
        let end = min(bytes.count, 256 * 1024) - 16
        while index < end {
            if bytes[index] == name[0], Array(bytes[index..<index + 4]) == name {
                let found = ImageHeader(width: bigEndian(bytes, index + 8, 4), height: bigEndian(bytes, index + 12, 4))
                if found.pixels > largest?.pixels ?? -1 { largest = found }
            }
            index += 1
        }
        return largest
    }

    private static func marker(_ kind: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF, bytes[index + 1] == kind { return index }
            index += 1
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset + count <= bytes.count else { return 0 }
        return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        guard offset + count <= bytes.count else { return 0 }
        return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
