import Foundation
import LunchBoxCore

/// One receipt's OCR words, as scripts/eval-receipts writes them: from the ground truth
/// (words or lines with their boxes) or from an OCR command.
struct ReceiptInput: Decodable {
    struct Word: Decodable {
        let text: String
        let confidence: Float?
        /// x, y, width, height as fractions of the picture from its top left.
        let box: [Double]?
    }

    let id: String
    let texts: [Word]

    var recognized: [RecognizedText] {
        texts.map { word in
            let box = word.box.flatMap { $0.count == 4 ? ScanBox(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
            return RecognizedText(text: word.text, confidence: word.confidence ?? 1, box: box)
        }
    }
}

/// What the reader made of one receipt, and how long it took.
struct ReceiptOutput: Encodable {
    let id: String
    let seconds: Double
    let reading: ReceiptReading
}
