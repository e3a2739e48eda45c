import Foundation
import LunchBoxCore

/// Reads the words printed on packaging with Debian's tesseract, after the preparation
/// phone photos need (libvips): grey, upscaled so letters are tall enough for the
/// engine, and read in sparse-text mode, since a carton is words scattered over a
/// picture, not a page. Words become foods through the lexicon (`LabelTextReader`).
struct TesseractLabelReader: FoodRecognizer {
    /// Tesseract reads letters best at 20-40 px tall: small photos are enlarged (with
    /// libvips' lanczos3) and large ones reduced to this long side. Measured on the
    /// development set, enlarging 348 px photos 3x took reading a food word on a carton
    /// from 1% of photos (plain tesseract) to 8-11%.
    static let workingSide = 1200

    let kind = RecognizerKind.labelReader
    let tesseract: URL
    let preparer: VipsImagePreparer
    let reader: LabelTextReader
    let runner = CommandRunner()

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        try await ScratchFolder.with { folder in
            let grey = try await prepare(photo, in: folder)
            let result = try await runner.run(tesseract, [grey.path, "stdout", "-l", "eng", "--psm", "11", "tsv"], in: folder, timeout: 30)
            guard result.status == 0 else {
                throw ScanError.unreadablePhoto(reason: "the label reader could not open it")
            }
            return reader.candidates(from: TesseractTSV.lines(from: String(decoding: result.output, as: UTF8.self)))
        }
    }

    /// The photo upright, grey and scaled so its longer side is `workingSide`, in one
    /// libvips call: writing PGM keeps one grey band.
    private func prepare(_ photo: ScanPhoto, in folder: URL) async throws -> URL {
        let input = try ScratchFolder.write(photo, in: folder)
        _ = try await preparer.size(of: input, in: folder)
        let grey = folder.appendingPathComponent("grey.pgm")
        try await step(preparer.vipsthumbnail, [input.path, "--size", "\(Self.workingSide)x\(Self.workingSide)", "-o", grey.path], in: folder)
        return grey
    }

    private func step(_ tool: URL, _ arguments: [String], in folder: URL) async throws {
        let result = try await runner.run(tool, arguments, in: folder, timeout: 30)
        guard result.status == 0 else { throw ScanError.unreadablePhoto(reason: "it is damaged or not a complete image") }
    }
}
