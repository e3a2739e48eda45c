import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxCore

/// Lines as a scene-text reader returns them from a photo, not as printed: words run
/// together, a tax flag glued to its price, a long line cut into pieces inside a word.
@Suite("Receipts: lines as OCR reads them")
struct ReceiptOCRGlueTests {
    let reader: ReceiptReader

    init() throws {
        reader = ReceiptReader(lexicon: try KitchenGenerators.lexicon(), vocabulary: try ReceiptVocabulary.bundled())
    }

    func item(_ line: String) -> ReceiptItem? {
        reader.read(lines: [ReceiptTextLine(words: [RecognizedText(text: line, confidence: 1)])]).items.first
    }

    @Test(arguments: [
        ("YELLOW ONIONS 3LB 73019389 1897F 2.41N", "onion", "3 lb", "2.41"),
        ("BUTTER UNSLTD 160Z 3852422 71077F 4.36N", "butter", "16 oz", "4.36"),
        ("HEINZ BAKED BNS415G £2.10", "baked beans", "415 g", "£2.10"),
        ("Frischkäse 200g 3,81A", "cream cheese", "200 g", "3,81"),
        ("Vollmilch3,5% 1L 1,01 A", "milk", "1 L", "1,01"),
        ("4XSTRAWB ERRIES 400G 10.40", "strawberries", "4 x 400 g", "10.40"),
        ("BANANAS32 2745049324 KF 1.10N", "banana", "", "1.10"),
        // A "£" read as "f".
        ("ORG CARROTS 1KG f1.38", "carrot", "1 kg", "£1.38"),
        ("BLUEBERRIES 150G F1.57", "blueberries", "150 g", "£1.57"),
        // A letter O read as a zero inside a word.
        ("SMKD BACK BAC0N 300G 2.00", "bacon", "300 g", "2.00"),
    ])
    func gluedAndCutWordsStillNameTheFood(line: String, food: String, quantity: String, price: String) {
        let found = item(line)
        #expect(found?.food == food, "\(line) became \(found?.name ?? "nothing")")
        #expect(found?.quantity == quantity, "\(line)")
        #expect(found?.price?.text ?? "" == price, "\(line)")
    }

    /// An "f" is a misread "£" only before a price with its pence: "f3" and "fl" stay words.
    @Test func onlyAnFBeforePoundsAndPenceIsAPoundSign() {
        #expect(ReceiptNumber.money("f1.38")?.currency == "£")
        #expect(ReceiptNumber.money("f1.38")?.amount == Decimal(string: "1.38"))
        #expect(ReceiptNumber.money("f3") == nil)
        #expect(ReceiptNumber.money("fl") == nil)
        #expect(ReceiptNumber.money("f1.385") == nil)
        #expect(ReceiptToken.token("f1.38") == .money(ReceiptNumber.money("£1.38")!, text: "£1.38"))
    }

    /// A weight's unit with the times sign run into it is still a weight times a price.
    @Test func aUnitRunIntoItsTimesSignIsStillAMultiplication() {
        #expect(ReceiptToken.tokens(of: "0,396 kgx 1,19") == ReceiptToken.tokens(of: "0,396 kg x 1,19"))
        #expect(ReceiptToken.tokens(of: "2 Stkx0,86") == ReceiptToken.tokens(of: "2 Stk x 0,86"))
        #expect(ReceiptToken.tokens(of: "LAX 1,19") != ReceiptToken.tokens(of: "L x 1,19"))
    }

    @Test func ungluingLeavesSizesAndWordsWhole() {
        #expect(ReceiptToken.ungluing("400G") == ["400G"])
        #expect(ReceiptToken.ungluing("6PK") == ["6PK"])
        #expect(ReceiptToken.ungluing("2.41N") == ["2.41", "N"])
        #expect(ReceiptToken.ungluing("180z22407") == ["180z", "22407"])
        #expect(ReceiptToken.ungluing("160Z") == ["160Z"])
        #expect(ReceiptToken.ungluing("WD40") == ["WD40"])
        #expect(ReceiptToken.ungluing("MILK") == ["MILK"])
        #expect(ReceiptToken.ungluing("BAC0N") == ["BACON"])
        #expect(ReceiptToken.ungluing("MJ0LK3%") == ["MJOLK", "3%"])
    }
}
