import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Receipts: hostile input")
struct ReceiptHostileInputTests {
    let reader: ReceiptReader

    init() throws {
        reader = ReceiptReader(lexicon: try KitchenGenerators.lexicon(), vocabulary: try ReceiptVocabulary.bundled())
    }

    @Test func nothingReadIsAnEmptyReceipt() {
        let reading = reader.read([])
        #expect(reading.items.isEmpty)
        #expect(reading.skipped.isEmpty)
        #expect(reader.read([RecognizedText(text: "", confidence: 0.9)]).items.isEmpty)
    }

    @Test func tenThousandLinesAreReadUpToTheLimitAndTheRestSaidSo() {
        let lines = (0..<10_000).map { "MILK \($0 % 9 + 1)PT \($0 % 90 + 10).99" }
        let texts = lines.map { RecognizedText(text: $0, confidence: 0.9) }
        let reading = reader.read(texts)
        #expect(reading.items.count <= ReceiptReader.maximumLines)
        #expect(reading.items.count + reading.skipped.count <= ReceiptLineGrouper.maximumWords)
        #expect(reading.skipped.allSatisfy { $0.kind == .overflow })
        #expect(reading.items.allSatisfy { $0.food == "milk" })
    }

    @Test func tenThousandBoxedWordsAreBounded() {
        let words = ReceiptPrinter(lineCount: 10_000).words((0..<10_000).map { "ZQX\($0) FOO \($0 % 100).50" })
        let reading = reader.read(words)
        #expect(reading.items.count <= ReceiptReader.maximumLines)
    }

    @Test func controlCharactersAndLongLinesAreCleaned() {
        let nasty = "MI\u{0}LK\u{7}\u{1B}[31m 2L\u{202E} 1.45\u{200B}"
        let reading = reader.read([RecognizedText(text: nasty, confidence: 0.9), RecognizedText(text: String(repeating: "CHEESE ", count: 5_000) + "1.00", confidence: 0.9)])
        for item in reading.items {
            #expect(!item.text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format })
            #expect(item.name.count <= InventoryItem.maximumNameLength)
            #expect(item.text.count <= 2 * 160 + 1)
        }
    }

    @Test(arguments: [
        "MILK 99999999999999999999999999999999999L 1.45", "MILK 2L 999999999999999999999.99", "MILK 1e308 L 1.45", "MILK NaN 1.45", "MILK 2L -0.00",
        "MILK 0L 1.45", "MILK 1/0 L 1.45", "9999 x MILK 1.45", "MILK x 99999999 1.45", "0.854kg @ £99999999.99/kg 1.00", "MILK 2L 1.45.67",
        "£££ $$$ €€€ ,,, ... /// @@@ *** xxx", "1,2,3,4,5,6,7,8,9,0,1,2,3,4,5", "ÄÖÜ ß ÆØÅ ñ 漢字 🍌🍌 1,00",
    ])
    func absurdNumbersNeverCrashAndNeverBecomeAmounts(line: String) {
        let reading = reader.read([RecognizedText(text: line, confidence: 0.9)])
        for item in reading.items {
            #expect(item.quantity.isEmpty || KitchenAmount(reading: item.quantity) != nil, "\(line): \(item.quantity)")
            if let amount = KitchenAmount(reading: item.quantity) { #expect(amount.value <= 100_000_000) }
            if let price = item.price { #expect(abs(price.amount) <= 999_999) }
        }
    }

    @Test func boxesOutsideThePictureOrOfNoSizeDoNotBreakGrouping() {
        let words = [
            RecognizedText(text: "MILK", confidence: 0.9, box: ScanBox(x: 0.1, y: 0.5, width: 0.0001, height: 0.0001)),
            RecognizedText(text: "1.45", confidence: 0.9, box: ScanBox(x: -5, y: 0.5, width: 10, height: 0.02)),
            RecognizedText(text: "BREAD 1.10", confidence: Float.nan, box: ScanBox(x: 0.1, y: 0.9, width: 0.5, height: 0.02)),
        ]
        let reading = reader.read(words)
        #expect(reading.items.count <= 3)
        #expect(reading.items.allSatisfy { (0...1).contains($0.confidence) })
    }
}
