import Foundation
import LunchBoxCore

/// Reads the words printed on packaging with Debian's tesseract, after the preparation
/// phone photos need (libvips): grey, upscaled so letters are tall enough for the
/// engine, and read in sparse-text mode, since a carton is words scattered over a
/// picture, not a page. Words become foods through the lexicon (`LabelTextReader`).
struct TesseractLabelReader: FoodRecognizer {
    /// Tesseract reads letters best at 20-40 px tall; a phone photo's label text is
    /// smaller once the photo is scaled to this.
    static let workingSide = 1600

    let kind = RecognizerKind.labelReader
    let tesseract: URL
    let vips: URL
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

    /// The photo upright, grey and scaled so its longer side is `workingSide`.
    private func prepare(_ photo: ScanPhoto, in folder: URL) async throws -> URL {
        let input = try ScratchFolder.write(photo, in: folder)
        let (width, height) = try await preparer.size(of: input, in: folder)
        let upright = folder.appendingPathComponent("upright.png")
        // vipsthumbnail turns the photo upright; "!" allows enlarging small photos.
        let scale = Double(Self.workingSide) / Double(max(width, height))
        let size = scale > 1 ? "\(Self.workingSide)x\(Self.workingSide)" : "\(Self.workingSide)x\(Self.workingSide)>"
        try await step(preparer.vipsthumbnail, [input.path, "--size", size, "-o", upright.path], in: folder)
        let grey = folder.appendingPathComponent("grey.png")
        try await step(vips, ["colourspace", upright.path, grey.path, "b-w"], in: folder)
        return grey
    }

    private func step(_ tool: URL, _ arguments: [String], in folder: URL) async throws {
        let result = try await runner.run(tool, arguments, in: folder, timeout: 30)
        guard result.status == 0 else { throw ScanError.unreadablePhoto(reason: "it is damaged or not a complete image") }
    }
}
