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
    /// Tesseract reads letters best near this height in pixels.
    static let bestTextHeight = 32.0
    /// Lines taller than this after scaling are read again at a scale that brings them to
    /// `bestTextHeight`: a clean label photographed close has letters 100 px tall and
    /// more at `workingSide`, which the engine misreads ("BHAMAMNAS" for BANANAS).
    static let tallestGoodTextHeight = 60.0

    let kind = RecognizerKind.labelReader
    let tesseract: URL
    let preparer: VipsImagePreparer
    let reader: LabelTextReader
    let runner = CommandRunner()

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        try await ScratchFolder.with { folder in
            let input = try ScratchFolder.write(photo, in: folder)
            let size = try await preparer.size(of: input, in: folder)
            let lines = try await read(input, side: Self.workingSide, in: folder)
            let scale = Double(Self.workingSide) / Double(max(size.width, size.height))
            guard let side = Self.rereadSide(for: lines, workingHeight: Double(size.height) * scale) else {
                return reader.candidates(from: lines)
            }
            // Both readings: the pipeline keeps each food once, at its surer sighting.
            return reader.candidates(from: lines) + reader.candidates(from: try await read(input, side: side, in: folder))
        }
    }

    /// The longer side at which to read again so the text is `bestTextHeight` tall, when
    /// the median line at `workingSide` is taller than `tallestGoodTextHeight`; nil
    /// otherwise. `workingHeight` is the image's height in pixels at `workingSide`.
    static func rereadSide(for lines: [RecognizedText], workingHeight: Double) -> Int? {
        let heights = lines.compactMap { $0.box.map { $0.height * workingHeight } }.sorted()
        guard !heights.isEmpty else { return nil }
        let median = heights[heights.count / 2]
        guard median > tallestGoodTextHeight else { return nil }
        return max(64, Int((Double(workingSide) * bestTextHeight / median).rounded()))
    }

    /// The photo upright, grey and scaled so its longer side is `side` (one libvips call:
    /// writing PGM keeps one grey band), read by tesseract.
    private func read(_ input: URL, side: Int, in folder: URL) async throws -> [RecognizedText] {
        let grey = folder.appendingPathComponent("grey-\(side).pgm")
        try await step(preparer.vipsthumbnail, [input.path, "--size", "\(side)x\(side)", "-o", grey.path], in: folder)
        let result = try await runner.run(tesseract, [grey.path, "stdout", "-l", "eng", "--psm", "11", "tsv"], in: folder, timeout: 30)
        guard result.status == 0 else {
            throw ScanError.unreadablePhoto(reason: "the label reader could not open it")
        }
        return TesseractTSV.lines(from: String(decoding: result.output, as: UTF8.self))
    }

    private func step(_ tool: URL, _ arguments: [String], in folder: URL) async throws {
        let result = try await runner.run(tool, arguments, in: folder, timeout: 30)
        guard result.status == 0 else { throw ScanError.unreadablePhoto(reason: "it is damaged or not a complete image") }
    }
}
