import Foundation

/// The pixel size written in a JPEG's or PNG's header, read from the bytes without
/// decoding anything: the pixel limit is checked before a tool decodes the photo, and
/// starting `vipsheader` for that costs about 30 ms of CPU a photo. Other formats (and
/// headers this cannot follow) are left to `vipsheader`.
enum ImageHeader {
    static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(256 * 1024))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return pngSize(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpegSize(bytes) }
        return nil
    }

    /// IHDR is the first chunk: width and height, 4 bytes each, big-endian.
    private static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return positive(bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
    }

    /// The first start-of-frame segment (SOF0-SOF15, not DHT, JPG or DAC) holds height,
    /// then width; other segments are skipped by their length.
    private static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = bigEndian(bytes, at: index + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return positive(bigEndian(bytes, at: index + 7, count: 2), bigEndian(bytes, at: index + 5, count: 2))
            }
            guard length >= 2, marker != 0xDA else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func positive(_ width: Int, _ height: Int) -> (width: Int, height: Int)? {
        width > 0 && height > 0 ? (width, height) : nil
    }
}
