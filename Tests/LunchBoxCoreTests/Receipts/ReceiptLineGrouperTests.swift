import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Receipts: grouping OCR words into lines")
struct ReceiptLineGrouperTests {
    let grouper = ReceiptLineGrouper()
    let lines = [
        "SEMI SKMD MILK 2L            1.45", "BANANAS LOOSE", "0.854kg @ £0.94/kg           0.80", "CHDR MATURE 400G             2.50",
        "2 x TINNED TOMS              0.70", "TOTAL                       £5.45",
    ]

    func texts(_ words: [RecognizedText]) -> [String] {
        grouper.lines(from: words).map(\.text)
    }

    var expected: [String] {
        lines.map { $0.split(separator: " ").joined(separator: " ") }
    }

    @Test func wordsOnOneBaselineBecomeOneLineLeftToRight() {
        let words = ReceiptPrinter().words(lines)
        #expect(texts(words) == expected)
        // In any order the engine reports them.
        #expect(texts(words.reversed()) == expected)
        #expect(texts(words.sorted { $0.text < $1.text }) == expected)
    }

    @Test(arguments: [-0.06, -0.03, 0.03, 0.06])
    func aTurnedPhotoStillGivesThePrintedLines(slope: Double) {
        // A slope of 0.06 moves the right end of a line by two lines' heights.
        let words = ReceiptPrinter(lineCount: 30, slope: slope).words(lines)
        #expect(texts(words) == expected)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func wordsJitteredByAThirdOfTheirHeightStayOnTheirLine(seed: UInt64) {
        let words = ReceiptPrinter(slope: 0.02, jitter: 0.33, seed: seed).words(lines)
        #expect(texts(words) == expected)
    }

    @Test func wordsWithoutBoxesAreLinesOfTheirOwnInTheirOrder() {
        let words = [RecognizedText(text: "MILK 1.45", confidence: 1), RecognizedText(text: "  ", confidence: 1), RecognizedText(text: "TOTAL 1.45", confidence: 1)]
        #expect(texts(words) == ["MILK 1.45", "TOTAL 1.45"])
        #expect(texts([]).isEmpty)
    }

    @Test func aLineKnowsItsBoxAndConfidence() throws {
        let line = ReceiptTextLine(words: [
            RecognizedText(text: "MILK", confidence: 1, box: ScanBox(x: 0.1, y: 0.1, width: 0.2, height: 0.02)),
            RecognizedText(text: "1.45", confidence: 0.5, box: ScanBox(x: 0.7, y: 0.11, width: 0.2, height: 0.02)),
        ])
        let box = try #require(line.box)
        #expect(abs(box.x - 0.1) < 1e-9 && abs(box.y - 0.1) < 1e-9 && abs(box.width - 0.8) < 1e-9 && abs(box.height - 0.03) < 1e-9)
        #expect(abs(line.confidence - 0.75) < 0.001)
    }
}
