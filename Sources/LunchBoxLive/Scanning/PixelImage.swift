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

    /// Shrunk to `width` x `height` by averaging each output pixel's box of source
    /// pixels, when both sides shrink; unchanged otherwise (the network enlarges). OpenCV's
    /// own resize samples without averaging, and the aliasing it leaves on a halved photo
    /// cost the kitchen memory a few points against the averaged resize it was fitted on.
    func shrunk(toWidth targetWidth: Int, height targetHeight: Int) -> PixelImage {
        guard width >= targetWidth, height >= targetHeight, width > targetWidth || height > targetHeight, targetWidth > 0, targetHeight > 0 else {
            return self
        }
        var pixels = [UInt8](repeating: 0, count: targetWidth * targetHeight * 3)
        for row in 0..<targetHeight {
            let top = row * height / targetHeight
            let bottom = max(top + 1, (row + 1) * height / targetHeight)
            for column in 0..<targetWidth {
                let left = column * width / targetWidth
                let right = max(left + 1, (column + 1) * width / targetWidth)
                var sums = (0, 0, 0)
                for sourceRow in top..<bottom {
                    var index = (sourceRow * width + left) * 3
                    for _ in left..<right {
                        sums.0 += Int(rgb[index])
                        sums.1 += Int(rgb[index + 1])
                        sums.2 += Int(rgb[index + 2])
                        index += 3
                    }
                }
                let count = (bottom - top) * (right - left)
                let out = (row * targetWidth + column) * 3
                pixels[out] = UInt8((sums.0 + count / 2) / count)
                pixels[out + 1] = UInt8((sums.1 + count / 2) / count)
                pixels[out + 2] = UInt8((sums.2 + count / 2) / count)
            }
        }
        return PixelImage(width: targetWidth, height: targetHeight, rgb: pixels)
    }
}
