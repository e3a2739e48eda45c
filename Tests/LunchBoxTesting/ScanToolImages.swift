import Foundation
import LunchBoxCore

/// Images the scanning tests make with libvips, as a phone never could: text of a known
/// size, an EAN-13 barcode drawn from its digits, a photo far larger than needed.
public enum ScanToolImages {
    public static let vips = URL(fileURLWithPath: "/usr/bin/vips")

    /// Runs `vips` with these arguments in `folder`; throws when it fails.
    public static func vips(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = vips
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Dark text on a light background, as a JPEG.
    public static func text(_ text: String, dpi: Int = 300, in folder: URL) throws -> Data {
        try vips(["text", "white.v", text, "--dpi", String(dpi)], in: folder)
        try vips(["invert", "white.v", "dark.v"], in: folder)
        try vips(["embed", "dark.v", "label.jpg[Q=90]", "40", "40", "1200", "400", "--extend", "white"], in: folder)
        return try Data(contentsOf: folder.appendingPathComponent("label.jpg"))
    }

    /// A till receipt of these lines, printed in a monospaced font on white, as a JPEG.
    public static func receipt(_ lines: [String], in folder: URL) throws -> Data {
        try vips(["text", "ink.v", lines.joined(separator: "\n"), "--font", "DejaVu Sans Mono 9", "--dpi", "200"], in: folder)
        try vips(["invert", "ink.v", "paper.v"], in: folder)
        try vips(["embed", "paper.v", "receipt.jpg[Q=90]", "60", "60", "900", "1400", "--extend", "white"], in: folder)
        return try Data(contentsOf: folder.appendingPathComponent("receipt.jpg"))
    }

    /// An EAN-13 barcode for these 12 digits (the check digit is added), as a PNG.
    public static func ean13(_ twelveDigits: String, in folder: URL) throws -> Data {
        let digits = twelveDigits.compactMap(\.wholeNumberValue)
        let all = digits + [Barcode.checkDigit(for: digits)]
        let left = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"]
        let even = ["0100111", "0110011", "0011011", "0100001", "0011101", "0111001", "0000101", "0010001", "0001001", "0010111"]
        let right = ["1110010", "1100110", "1101100", "1000010", "1011100", "1001110", "1010000", "1000100", "1001000", "1110100"]
        let parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]
        var bits = "101"
        for (index, digit) in all[1...6].enumerated() {
            bits += Array(parity[all[0]])[index] == "L" ? left[digit] : even[digit]
        }
        bits += "01010"
        for digit in all[7...] { bits += right[digit] }
        bits += "101"
        let scale = 3
        let quiet = String(repeating: "0", count: 12 * scale)
        let row = quiet + bits.map { String(repeating: $0, count: scale) }.joined() + quiet
        let pbm = "P1\n\(row.count) 120\n" + Array(repeating: row.map(String.init).joined(separator: " "), count: 120).joined(separator: "\n") + "\n"
        try Data(pbm.utf8).write(to: folder.appendingPathComponent("code.pbm"))
        try vips(["copy", "code.pbm", "code.png"], in: folder)
        return try Data(contentsOf: folder.appendingPathComponent("code.png"))
    }

    /// A plain grey photo of this size, as a JPEG.
    public static func photo(width: Int, height: Int, in folder: URL) throws -> Data {
        try vips(["black", "black.v", String(width), String(height)], in: folder)
        try vips(["linear", "black.v", "photo.jpg[Q=70]", "1", "128"], in: folder)
        return try Data(contentsOf: folder.appendingPathComponent("photo.jpg"))
    }
}
