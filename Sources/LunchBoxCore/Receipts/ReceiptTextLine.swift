import Foundation

/// One printed line of a receipt: the OCR's words on one baseline, left to right.
public struct ReceiptTextLine: Equatable, Sendable {
    public let words: [RecognizedText]

    public init(words: [RecognizedText]) {
        self.words = words
    }

    /// The words joined by spaces.
    public var text: String { words.map(\.text).joined(separator: " ") }

    /// The smallest box holding every word that has one.
    public var box: ScanBox? {
        words.compactMap(\.box).reduce(nil) { union, box in union?.union(box) ?? box }
    }

    /// The OCR's confidence in the line: the words' confidences weighted by their length,
    /// so one misread price digit counts for less than a misread name.
    public var confidence: Float {
        let weights = words.map { Float(max(1, $0.text.count)) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return 0 }
        return zip(words, weights).map { $0.confidence * $1 }.reduce(0, +) / total
    }
}
