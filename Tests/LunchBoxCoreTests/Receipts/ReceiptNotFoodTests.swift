import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Receipts: lines that are no food")
struct ReceiptNotFoodTests {
    let reader: ReceiptReader

    init() throws {
        reader = ReceiptReader(lexicon: try KitchenGenerators.lexicon(), vocabulary: try ReceiptVocabulary.bundled())
    }

    /// The kind the reader gives a line printed between two items.
    func kind(of line: String) -> ReceiptLineKind? {
        let reading = reader.read(ReceiptPrinter().words(["MILK 1PT 0.65", line, "BREAD 1.10"]))
        #expect(reading.items.map(\.food) == ["milk", "bread"], "\(line)")
        return reading.skipped.first?.kind
    }

    @Test(arguments: [
        ("CARRIER BAG 0.10", ReceiptLineKind.bag), ("BAG FOR LIFE 0.50", .bag), ("Tragetasche 0,30 A", .bag), ("Bärkasse 3,00", .bag),
        ("Plastkasse 2,50", .bag), ("MULTIBUY SAVING -0.50", .discount), ("Rabatt -0,30", .discount), ("Rabatt ägg -10,00", .discount),
        ("BREAD PRICE CUT -0.20", .discount), ("3 FOR £2.00", .discount), ("SUBTOTAL 12.50", .total), ("TOTAL £12.50", .total),
        ("SUMME EUR 12,50", .total), ("Totalt 125,50", .total), ("Att betala 125,50", .total), ("VAT 20% 1.23", .tax),
        ("MwSt 7% 0,45", .tax), ("Moms 12% 15,54", .tax), ("VISA CONTACTLESS £12.50", .payment), ("CASH £20.00", .payment),
        ("CHANGE DUE £7.50", .payment), ("Kontant 200,00", .payment), ("Kort 125,50", .payment), ("BAR 20,00", .payment),
        ("Rückgeld EUR 7,50", .payment), ("CLUBCARD POINTS 12", .loyalty), ("PAYBACK Punkte 25", .loyalty), ("Poäng 125", .loyalty),
        ("Pfand 0,25 A", .deposit), ("Leergut -0,75", .deposit), ("Pant 2,00", .deposit), ("CRV 0.10", .deposit),
        ("TEL 0113 496 0000", .shop), ("www.example.co.uk", .shop), ("12/03/2025 14:32", .shop), ("THANK YOU FOR SHOPPING", .shop),
        ("DOG FOOD CHICKEN 1.20", .household), ("TOILET TISSUE 9 ROLL 4.50", .household), ("Katzenfutter 0,45", .household),
        ("A= 19,0% 0,34 0,06 0,40", .noWords), ("************1234", .noWords),
    ])
    func isLeftOutWithItsReason(line: String, expected: ReceiptLineKind) {
        #expect(kind(of: line) == expected, "\(line)")
    }

    @Test func aNegativePriceIsNeverAFood() {
        let reading = reader.read(ReceiptPrinter().words(["MILK 1PT 0.65", "BANANAS -0.30", "MILK 0.65-"]))
        #expect(reading.items.count == 1)
        #expect(reading.skipped.allSatisfy { $0.kind == .discount })
    }

    @Test func headingsWithoutPricesAreTheShopsAndStrayTextIsLeftOut() {
        // Before the first priced line: the shop's name, even when it reads as a food ("ORANGE").
        let reading = reader.read(ReceiptPrinter().words(["ORANGE", "SUPERSTORE", "MILK 1PT 0.65", "SOMETHING UNREADABLE", "BREAD 1.10"]))
        #expect(reading.items.map(\.food) == ["milk", "bread"])
        #expect(reading.skipped.map(\.kind) == [.shop, .shop, .unpriced])
    }

    @Test func aFoodWithoutAPriceAfterTheHeadingIsKeptLessSurely() {
        let reading = reader.read(ReceiptPrinter().words(["MILK 1PT 0.65", "BREAD"]))
        #expect(reading.items.map(\.food) == ["milk", "bread"])
        #expect(reading.items[1].price == nil)
        #expect(reading.items[1].confidence < reading.items[0].confidence)
    }

    @Test func aQuantityLineWithNoItemBesideItIsStray() {
        let reading = reader.read(ReceiptPrinter().words(["SUBTOTAL 1.35", "3 @ 0.45", "TOTAL 1.35"]))
        #expect(reading.items.isEmpty)
        #expect(reading.skipped.map(\.kind) == [.total, .strayQuantity, .total])
    }
}
