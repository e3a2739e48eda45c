import Foundation
import LunchBoxCore

/// Lays receipt lines out as an OCR engine reports them: one `RecognizedText` a word,
/// boxed where a till would print it on a 40-column roll, optionally turned and jittered
/// like a photo.
public struct ReceiptPrinter {
    public var columns = 40
    public var lineCount = 60
    /// Y over x, in the picture's fractions: a receipt photographed slightly turned.
    public var slope = 0.0
    /// Each word's box moves up or down by up to this share of the text height.
    public var jitter = 0.0
    public var seed: UInt64 = 1

    /// The words of these lines, in reading order (the grouper does not rely on it).
    public init(columns: Int = 40, lineCount: Int = 60, slope: Double = 0, jitter: Double = 0, seed: UInt64 = 1) {
        self.columns = columns
        self.lineCount = lineCount
        self.slope = slope
        self.jitter = jitter
        self.seed = seed
    }

    public func words(_ lines: [String]) -> [RecognizedText] {
        var random = SplitMix(seed: seed)
        let rows = max(lineCount, lines.count)
        // A till prints no wider than its roll: long lines make the roll wider.
        let columns = max(columns, lines.map(\.count).max() ?? 0)
        let height = 1.0 / Double(rows + 2) * 0.6
        var words: [RecognizedText] = []
        for (row, line) in lines.enumerated() {
            let top = (Double(row) + 1) / Double(rows + 2)
            var column = 0
            for piece in line.split(separator: " ", omittingEmptySubsequences: false) {
                defer { column += piece.count + 1 }
                guard !piece.isEmpty else { continue }
                let x = Double(column) / Double(columns) * 0.9 + 0.05
                let width = Double(piece.count) / Double(columns) * 0.9
                let wobble = jitter == 0 ? 0 : (random.unit() * 2 - 1) * jitter * height
                // A turned word's box is taller by its width times the slope.
                let tall = height + abs(slope) * width
                let y = top + slope * (x + width / 2 - 0.5) + wobble - (tall - height) / 2
                words.append(RecognizedText(text: String(piece), confidence: 0.95, box: ScanBox(x: x, y: y, width: width, height: tall)))
            }
        }
        return words
    }
}

/// A small seeded generator, so a jittered receipt is the same on every run.
public struct SplitMix {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// From 0 up to 1.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
