import CFoodModelABI
import Foundation
import LunchBoxCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The label reader: words printed on packs, read by PaddleOCR's PP-OCRv4 text detector
/// and recogniser (Apache-2.0, from PyPI's `rapidocr-onnxruntime`, rewritten for Debian's
/// OpenCV 4.6 by `scripts/setup`), run by the food model's library. Words become foods
/// through the lexicon (`LabelTextReader`), in any language the lexicon speaks.
///
/// Nothing is loaded until the first photo. The photo is shrunk by libvips to
/// `preparedSide` at most; the detector sees it at `detectorSide` (83 ms of CPU at 512,
/// 132 at 640), and the tallest `regionLimit` regions of text are read (the product's name
/// is the big print), each by the narrowest recogniser that holds it (`recogniserWidths`).
/// It replaced tesseract, which took about 0.9 s of CPU a photo
/// and read a food on 1.2% of the development set's cartons at any confidence.
final class OpenCVTextReader: FoodRecognizer, DocumentTextReader, @unchecked Sendable {
    static let detectorFileName = "ppocrv4-det.onnx"
    /// The recogniser's widths, each in a file of its own: a piece of text is read by the
    /// narrowest that holds it (20, 30 and 42 ms of CPU).
    static let recogniserWidths: [Int32] = [160, 240, 320]
    static let keysFileName = "ppocrv4-keys.txt"
    /// The widest recogniser's output steps, one every 8 pixels (a narrower one's are padded).
    static let steps = 40
    static let preparedSide = 1024
    static let detectorSide: Int32 = 512
    static let regionLimit = 6
    /// A till receipt: tall, of small print, every line wanted.
    static let documentSide = 1600
    static let documentDetectorSide: Int32 = 1024
    static let documentRegionLimit = 320
    /// Threads for a receipt, which a person waits on: two read its lines 1.6 times as fast
    /// for a tenth more CPU (eval-receipts); a photo keeps to one, within its CPU budget.
    static let documentThreads = Int32(min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)))

    let kind = RecognizerKind.labelReader
    private let models: URL
    private let library: URL?
    private let preparer: VipsImagePreparer
    private let reader: LabelTextReader
    /// One photo at a time, on a thread of its own rather than one of Swift's pool.
    private let queue = DispatchQueue(label: "lunchbox.text-reader")
    private var loaded: Result<LoadedTextReader, any Error>?

    init(models: URL, library: URL?, preparer: VipsImagePreparer, reader: LabelTextReader) {
        self.models = models
        self.library = library
        self.preparer = preparer
        self.reader = reader
    }

    /// Whether the models scripts/setup makes are in `models`.
    static func isBuilt(in models: URL) -> Bool {
        ([detectorFileName, keysFileName] + recogniserWidths.map(recogniserFileName)).allSatisfy {
            FileManager.default.fileExists(atPath: models.appendingPathComponent($0).path)
        }
    }

    static func recogniserFileName(width: Int32) -> String { "ppocrv4-rec-\(width).onnx" }

    func recognize(_ photo: ScanPhoto) async throws -> [ScanCandidate] {
        let image = try await preparer.pixels(of: photo, longestSide: Self.preparedSide)
        return reader.candidates(from: try await read(image, detectorSide: Self.detectorSide, threads: 1, capacity: Self.regionLimit))
    }

    func text(in photo: ScanPhoto) async throws -> [RecognizedText] {
        let image = try await preparer.pixels(of: photo, longestSide: Self.documentSide)
        return try await read(image, detectorSide: Self.documentDetectorSide, threads: Self.documentThreads, capacity: Self.documentRegionLimit)
    }

    private func read(_ image: PixelImage, detectorSide: Int32, threads: Int32, capacity: Int) async throws -> [RecognizedText] {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.network().read(image, detectorSide: detectorSide, threads: threads, capacity: capacity) })
            }
        }
    }

    /// The networks and keys, opened on first use (on `queue`).
    private func network() throws -> LoadedTextReader {
        if let loaded { return try loaded.get() }
        let result = Result { try LoadedTextReader(library: library, models: models) }
        loaded = result
        return try result.get()
    }
}

/// The opened library, its reader and the recogniser's keys, for the life of the process.
private struct LoadedTextReader {
    let reader: OpaquePointer
    let read: lunchbox_text_reader_read_fn
    let decoder: CTCTextDecoder

    init(library: URL?, models: URL) throws {
        guard let library else { throw FoodModelError.missingLibrary }
        guard let handle = dlopen(library.path, RTLD_NOW | RTLD_LOCAL) else {
            throw FoodModelError.cannotLoad(String(cString: dlerror()))
        }
        guard let load = dlsym(handle, LUNCHBOX_TEXT_READER_LOAD).map({ unsafeBitCast($0, to: lunchbox_text_reader_load_fn.self) }),
            let read = dlsym(handle, LUNCHBOX_TEXT_READER_READ).map({ unsafeBitCast($0, to: lunchbox_text_reader_read_fn.self) })
        else { throw FoodModelError.cannotLoad("the library lacks the text reader's functions") }
        let keys = try String(contentsOf: models.appendingPathComponent(OpenCVTextReader.keysFileName), encoding: .utf8)
        var error = [CChar](repeating: 0, count: 512)
        let detector = models.appendingPathComponent(OpenCVTextReader.detectorFileName).path
        let widths = OpenCVTextReader.recogniserWidths
        let paths = widths.map { strdup(models.appendingPathComponent(OpenCVTextReader.recogniserFileName(width: $0)).path) }
        defer { paths.forEach { free($0) } }
        let files = paths.map { UnsafePointer($0!) }
        guard let reader = load(detector, files, widths, Int32(widths.count), &error, error.count) else {
            throw FoodModelError.cannotLoad(Self.text(error))
        }
        self.reader = reader
        self.read = read
        decoder = CTCTextDecoder(keys: keys)
    }

    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The text in the tallest `capacity` regions of `image`, a line a region, with where
    /// it was.
    func read(_ image: PixelImage, detectorSide: Int32, threads: Int32, capacity: Int) throws -> [RecognizedText] {
        let steps = OpenCVTextReader.steps
        var boxes = [Float](repeating: 0, count: capacity * 4)
        var labels = [Int32](repeating: 0, count: capacity * steps)
        var probabilities = [Float](repeating: 0, count: capacity * steps)
        var error = [CChar](repeating: 0, count: 512)
        let count = image.rgb.withUnsafeBufferPointer { pixels in
            read(
                reader, pixels.baseAddress!, Int32(image.width), Int32(image.height), detectorSide, threads, &boxes, &labels, &probabilities,
                Int32(capacity), Int32(steps), &error, error.count)
        }
        guard count >= 0 else { throw FoodModelError.cannotRun(Self.text(error)) }
        return (0..<Int(min(count, Int32(capacity)))).compactMap { region in
            let box = ScanBox(
                x: Double(boxes[4 * region]), y: Double(boxes[4 * region + 1]), width: Double(boxes[4 * region + 2]),
                height: Double(boxes[4 * region + 3]))
            let steps = region * steps..<(region + 1) * steps
            return decoder.text(labels: Array(labels[steps]), probabilities: Array(probabilities[steps]), box: box)
        }
    }
}
