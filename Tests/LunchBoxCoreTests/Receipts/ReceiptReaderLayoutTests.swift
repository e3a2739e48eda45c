import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Receipts: shop layouts")
struct ReceiptReaderLayoutTests {
    let reader: ReceiptReader

    init() throws {
        reader = ReceiptReader(lexicon: try KitchenGenerators.lexicon(), vocabulary: try ReceiptVocabulary.bundled())
    }

    func read(_ lines: [String], learnt: ReceiptDictionary = .empty) -> ReceiptReading {
        reader.read(ReceiptPrinter().words(lines), learnt: learnt)
    }

    /// (food, quantity, price text) of each item, top to bottom.
    func summary(_ reading: ReceiptReading) -> [[String]] {
        reading.items.map { [$0.food ?? "?\($0.name)", $0.quantity, $0.price?.text ?? ""] }
    }

    @Test func aBritishReceiptReadsAbbreviationsWeightsAndCounts() {
        // Given a supermarket receipt as printed in the UK
        let reading = read([
            "        TESCO STORES LTD", "   123 HIGH STREET, LEEDS LS1 1AA", "    VAT NO: GB 220 4302 31",
            "SEMI SKMD MILK 2L            1.45", "BANANAS LOOSE", "0.854kg @ £0.94/kg           0.80",
            "CHDR MATURE 400G             2.50", "2 x TINNED TOMS              0.70", "CARRIER BAG                  0.10",
            "MULTIBUY SAVING             -0.50", "SUBTOTAL                     5.05", "TOTAL                       £5.05",
            "VISA DEBIT                  £5.05", "CHANGE DUE                  £0.00", "CLUBCARD POINTS THIS VISIT      5",
            "12/03/2025 14:32  ST:2345  OP:12", "  THANK YOU FOR SHOPPING WITH US",
        ])
        // Then the foods come out, in order, with amounts as the kitchen writes them
        #expect(
            summary(reading) == [
                ["milk", "2 L", "1.45"], ["banana", "0.854 kg", "0.80"], ["cheddar", "400 g", "2.50"], ["pasta sauce", "2", "0.70"],
            ])
        #expect(reading.items[1].unitPrice?.text == "£0.94/kg")
        #expect(reading.items[1].text == "BANANAS LOOSE\n0.854kg @ £0.94/kg 0.80")
        #expect(reading.language == .en)
        #expect(reading.currency == "£")
        // And every other line is left out with its reason
        let kinds = Dictionary(grouping: reading.skipped, by: \.kind).mapValues(\.count)
        #expect(kinds[.bag] == 1)
        #expect(kinds[.discount] == 1)
        #expect(kinds[.total] == 2)
        #expect(kinds[.payment] == 2)
        #expect(kinds[.loyalty] == 1)
        #expect(reading.skipped.count == 17 - 5)
    }

    @Test func aWeightOnTheItemsOwnLineIsItsAmount() {
        let reading = read(["BANANAS LOOSE 0.854kg @ £0.94/kg  0.80"])
        #expect(summary(reading) == [["banana", "0.854 kg", "0.80"]])
        #expect(reading.items.first?.unitPrice?.amount == Decimal(string: "0.94"))
    }

    @Test func aMultiBuyLineUnderItsItemSaysHowMany() {
        let reading = read(["HEINZ BAKED BNS 415G         1.35", "  3 @ 0.45", "BRD WHT 800G                 1.10"])
        #expect(summary(reading) == [["baked beans", "3 x 415 g", "1.35"], ["bread", "800 g", "1.10"]])
        #expect(reading.items.first?.unitPrice?.text == "0.45")
        #expect(reading.skipped.isEmpty)
    }

    @Test func anAmericanReceiptWithCodesTaxFlagsAndPounds() {
        let reading = read([
            "WALMART SUPERCENTER", "ST# 01234 OP# 009 TE# 12 TR# 04567", "GV WHL MILK GAL 007874235186 F    3.48 N",
            "BANANAS 000000004011 KF", " 2.04 lb @ 0.58 /lb              1.18 N", "LG EGGS 18CT 007874207262 F      4.12 N",
            "CHKN BRST BNLS 1.5LB 002266600000 F 6.97 N", "SUBTOTAL                        15.75", "TAX 1    7.000 %                  0.00",
            "TOTAL                           15.75", "DEBIT TEND                      15.75", "CHANGE DUE                       0.00",
            "# ITEMS SOLD 4", "03/12/25    14:32:10",
        ])
        #expect(
            summary(reading) == [
                ["milk", "3.785 L", "3.48"], ["banana", "2.04 lb", "1.18"], ["eggs", "18", "4.12"], ["chicken", "1.5 lb", "6.97"],
            ])
        #expect(reading.items.allSatisfy { $0.naming != .unknown })
    }

    @Test func aGermanReceiptWithDecimalCommasDepositAndMultiBuy() {
        let reading = read([
            "REWE Markt GmbH", "Hauptstr. 12, 10115 Berlin", "UID Nr.: DE812706034", "EUR",
            "Vollmilch 3,5% 1L            1,19 B", "BANANEN", "  0,854 kg x 1,29 EUR/kg     1,10 B", "Butter 250g                 3,18 B",
            "  2 Stk x 1,59", "Mineralwasser 1,5L          0,49 B", "Pfand 0,25                  0,25 A", "Leergut                    -0,75 A",
            "Tragetasche                 0,30 A", "--------------------------------", "SUMME                 EUR   5,86",
            "Geg. BAR              EUR  10,00", "Rückgeld BAR          EUR   4,14", "Steuer  %   Netto   Steuer  Brutto",
            "A= 19,0%    0,34    0,06     0,40", "B=  7,0%    5,57    0,39     5,96", "PAYBACK Punkte: 2",
            "13.03.2025  18:02  Bon-Nr.:4711", "Vielen Dank für Ihren Einkauf",
        ])
        #expect(
            summary(reading) == [
                ["milk", "1 L", "1,19"], ["banana", "0.854 kg", "1,10"], ["butter", "2 x 250 g", "3,18"], ["sparkling water", "1.5 L", "0,49"],
            ])
        #expect(reading.items[0].price?.amount == Decimal(string: "1.19"))
        #expect(reading.language == .de)
        #expect(reading.skipped.contains { $0.kind == .deposit && $0.text.hasPrefix("Pfand") })
        #expect(reading.skipped.contains { $0.kind == .deposit && $0.text.hasPrefix("Leergut") })
        #expect(reading.skipped.contains { $0.kind == .bag })
    }

    @Test func anAldiMultiBuyAboveItsItemBelongsToIt() {
        let reading = read(["Toastbrot 500g              0,99 A", "     2 x     0,79", "Gurke                       1,58 A"])
        #expect(summary(reading) == [["bread", "500 g", "0,99"], ["cucumber", "2", "1,58"]])
    }

    @Test func aSwedishReceiptWithKronorAndWeighedFruit() {
        let reading = read([
            "ICA Supermarket Kvantum", "Org.nr 556123-4567", "Tel 08-123 45 67", "MJÖLK 3% 1,5L              18,95",
            "Banan Ekologisk", "  0,854kg*24,90kr/kg        21,26", "Smör Normalsaltat 500g     59,90", "Ägg 12-p Frigående 2st*34,90  69,80",
            "Rabatt ägg                -10,00", "Bärkasse                    3,00", "Pant                        2,00",
            "Totalt                     165,91", "Att betala                 165,91", "Kort                       165,91",
            "Moms%  Moms   Netto   Brutto", "12,00  17,11  142,56  159,67", "Du sparade 10,00 kr idag!", "Tack för besöket och välkommen åter",
        ])
        #expect(
            summary(reading) == [
                ["milk", "1.5 L", "18,95"], ["banana", "0.854 kg", "21,26"], ["butter", "500 g", "59,90"], ["eggs", "24", "69,80"],
            ])
        #expect(reading.language == .sv)
        #expect(reading.items[1].unitPrice?.currency == "kr")
        #expect(reading.items.count == 4)
    }
}
