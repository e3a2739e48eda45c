import Foundation
import LunchBoxCore

/// Reads retail barcodes (EAN-13, EAN-8, UPC-A) with Debian's `zbarimg`. zbar
/// checks each code's check digit itself; codes that are not retail products (QR codes,
/// Code 128 on a delivery label) are left out.
struct ZBarBarcodeReader: FoodRecognizer {
    static let retailTypes: Set<String> = ["EAN-13", "EAN-8", "UPC-A"]

    let kind = RecognizerKind.barcode
    let zbarimg: URL
    let runner = CommandRunner()

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        try await ScratchFolder.with { folder in
            let input = try ScratchFolder.write(photo, in: folder)
            let result = try await runner.run(zbarimg, ["--quiet", input.path], in: folder, timeout: 20)
            // 4: the photo was read and holds no barcode.
            guard result.status == 0 || result.status == 4 else {
                throw ScanError.unreadablePhoto(reason: "the barcode reader could not open it")
            }
            return Self.candidates(fromOutput: String(decoding: result.output, as: UTF8.self))
        }
    }

    /// "EAN-13:4006381333931" lines to candidates; each code once.
    static func candidates(fromOutput output: String) -> [ScanCandidate] {
        var seen: Set<String> = []
        return output.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            let type = String(parts[0])
            let code = parts[1].trimmingCharacters(in: .whitespaces)
            guard retailTypes.contains(type), Barcode.isValid(code), seen.insert(code).inserted else { return nil }
            return ScanCandidate(label: "", confidence: 1, recognizer: .barcode, barcode: code)
        }
    }
}
