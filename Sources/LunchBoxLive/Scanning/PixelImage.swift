import Foundation
import LunchBoxCore

/// An 8-bit RGB image, rows packed: what libvips hands the food model (as a binary
/// PPM) and what the model reads.
struct PixelImage: Equatable, Sendable {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    /// A binary PPM (`P6`, or grey `P5` made RGB), comments allowed in the header, 8 bits
    /// a sample; `ScanError.unreadablePhoto` for anything else.
    init(ppm data: Data) throws {
        let bytes = [UInt8](data)
        var index = 0
        func token() -> String? {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if [9, 10, 13, 32].contains(bytes[index]) {
                    index += 1
                } else {
                    break
                }
            }
            let start = index
            while index < bytes.count && ![9, 10, 13, 32].contains(bytes[index]) { index += 1 }
            return start < index ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        let unreadable = ScanError.unreadablePhoto(reason: "it could not be prepared for the food model")
        guard let magic = token(), magic == "P6" || magic == "P5", let width = token().flatMap(Int.init), let height = token().flatMap(Int.init),
            let maximum = token().flatMap(Int.init), maximum == 255, width > 0, height > 0, width * height <= 50_000_000
        else { throw unreadable }
        index += 1  // the one whitespace byte after the header
        let channels = magic == "P6" ? 3 : 1
        guard bytes.count - index >= width * height * channels else { throw unreadable }
        let pixels = bytes[index..<index + width * height * channels]
        self.width = width
        self.height = height
        rgb = channels == 3 ? Array(pixels) : pixels.flatMap { [$0, $0, $0] }
    }

    init(width: Int, height: Int, rgb: [UInt8]) {
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// The centred square whose side is `fraction` of the shorter side.
    func centerSquare(fraction: Double) -> PixelImage {
        let side = max(1, Int(Double(min(width, height)) * fraction))
        let left = (width - side) / 2
        let top = (height - side) / 2
        var pixels: [UInt8] = []
        pixels.reserveCapacity(side * side * 3)
        for row in top..<top + side {
            let start = (row * width + left) * 3
            pixels.append(contentsOf: rgb[start..<start + side * 3])
        }
        return PixelImage(width: side, height: side, rgb: pixels)
    }
}
