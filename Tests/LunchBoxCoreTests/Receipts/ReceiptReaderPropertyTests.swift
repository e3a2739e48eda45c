import Foundation
import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Receipts: properties")
struct ReceiptReaderPropertyTests {
    enum Locale: CaseIterable, Sendable { case uk, us, de, se }

    /// One line of a generated receipt: a food printed in one of the till's styles, or
    /// a line that is no food.
    struct Entry: Sendable {
        let food: Int?
        let style: Int
        let other: Int
        let cents: Int
    }

    /// A receipt and what it says.
    struct Receipt: Sendable, CustomStringConvertible {
        let lines: [String]
        let foods: [String]
        let slope: Double
        let seed: UInt64
        var description: String { "slope \(slope), seed \(seed):\n" + lines.joined(separator: "\n") }
    }

    static let reader = Result { ReceiptReader(lexicon: try KitchenGenerators.lexicon(), vocabulary: try ReceiptVocabulary.bundled()) }

    static let notFood: [Locale: [String]] = [
        .uk: [
            "CARRIER BAG 0.10", "BAG FOR LIFE 0.50", "MULTIBUY SAVING -0.50", "SUBTOTAL 12.34", "TOTAL £12.34", "VAT 20% 1.23",
            "VISA DEBIT £12.34", "CHANGE DUE £0.00", "CLUBCARD POINTS 25", "12/03/2025 14:32", "TEL 0113 496 0000", "THANK YOU FOR SHOPPING",
            "************1234", "PRICE CUT -0.25", "3 FOR £2.00",
        ],
        .us: [
            "SUBTOTAL 15.75", "TAX 1 7.000 % 0.00", "TOTAL 15.75", "DEBIT TEND 15.75", "CHANGE DUE 0.00", "# ITEMS SOLD 4", "03/12/25 14:32:10",
            "BOTTLE DEPOSIT 0.10", "CRV 0.10", "INSTANT SAVINGS -1.00", "REWARDS MEMBER 1234",
        ],
        .de: [
            "SUMME EUR 12,34", "Geg. BAR EUR 20,00", "Rückgeld BAR EUR 7,66", "MwSt 7% 0,81", "Pfand 0,25 A", "Leergut -0,75 A", "Tragetasche 0,30 A",
            "PAYBACK Punkte: 2", "Rabatt -0,50", "13.03.2025 18:02", "Vielen Dank für Ihren Einkauf", "A= 19,0% 0,34 0,06 0,40",
        ],
        .se: [
            "Totalt 165,91", "Att betala 165,91", "Kort 165,91", "Moms% Moms Netto Brutto", "12,00 17,11 142,56 159,67", "Rabatt -10,00",
            "Bärkasse 3,00", "Pant 2,00", "Tack för besöket", "Org.nr 556123-4567", "Du sparade 10,00 kr idag!",
        ],
    ]

    /// Lexicon foods whose own name, printed on its own on each kind of receipt, reads
    /// back as that food: the property's precondition, held to most of the lexicon.
    static let printable: [Food] = {
        guard let reader = try? reader.get(), let lexicon = try? KitchenGenerators.lexicon() else { return [] }
        return lexicon.foods.filter { food in
            Locale.allCases.allSatisfy { locale in
                let lines = render(Entry(food: 0, style: 0, other: 0, cents: 123), foods: [food], locale: locale).lines
                let reading = reader.read(ReceiptPrinter().words(lines + [notFood[locale]![0]]))
                return reading.items.map(\.food) == [food.name]
            }
        }
    }()

    static func price(_ cents: Int, _ locale: Locale) -> String {
        let text = String(format: "%d.%02d", cents / 100, cents % 100)
        return locale == .de || locale == .se ? text.replacingOccurrences(of: ".", with: ",") : text
    }

    /// The lines one entry prints, and the food it names when it is one.
    static func render(_ entry: Entry, foods: [Food], locale: Locale) -> (lines: [String], food: String?) {
        guard let index = entry.food else { return ([notFood[locale]![entry.other % notFood[locale]!.count]], nil) }
        let food = foods[index % foods.count]
        let name = locale == .de ? food.name.capitalized : food.name.uppercased()
        let each = price(entry.cents, locale)
        let twice = price(entry.cents * 2, locale)
        let lines: [String]
        switch (locale, entry.style) {
        case (_, 0): lines = ["\(name)   \(each)"]
        case (.uk, 1), (.us, 1): lines = ["\(name) 400G   \(each)"]
        case (.uk, 2): lines = ["2 x \(name)   \(twice)"]
        case (.uk, 3), (.us, 3): lines = ["\(name)   \(twice)", "  2 @ \(each)"]
        case (.uk, _): lines = ["\(name)", "0.512kg @ £\(each)/kg   \(price(entry.cents / 2, locale))"]
        case (.us, 2): lines = ["\(name) 000000004011 F   \(each) N"]
        case (.us, _): lines = ["\(name) 000000004011 KF", " 1.25 lb @ \(each) /lb   \(price(entry.cents * 5 / 4, locale)) N"]
        case (.de, 1): lines = ["\(name) 500g   \(each) B"]
        case (.de, 2): lines = ["\(name)   \(twice) B", "  2 Stk x \(each)"]
        case (.de, 3): lines = ["   2 x   \(each)", "\(name)   \(twice) A"]
        case (.de, _): lines = ["\(name)", "  0,512 kg x \(each) EUR/kg   \(price(entry.cents / 2, locale)) B"]
        case (.se, 1): lines = ["\(name) 1,5L   \(each)"]
        case (.se, 2): lines = ["\(name) 2st*\(each)   \(twice)"]
        case (.se, _): lines = ["\(name)", "  0,512kg*\(each)kr/kg   \(price(entry.cents / 2, locale))"]
        }
        return (lines, food.name)
    }

    static var entry: Generator<Entry, some SendableSequenceType> {
        zip(Gen.bool(0.6), Gen.int(in: 0...10_000), Gen.int(in: 0...4), Gen.int(in: 0...100), Gen.int(in: 20...999))
            .map { isFood, food, style, other, cents in Entry(food: isFood ? food : nil, style: style, other: other, cents: cents) }
    }

    static var receipt: Generator<Receipt, some SendableSequenceType> {
        zip(Gen.element(of: Locale.allCases).compactMap { $0 }, entry.array(of: 2...14), Gen.double(in: -0.03...0.03), Gen.uint64(in: 1...1_000_000))
            .map { locale, entries, slope, seed in
                var lines: [String] = []
                var foods: [String] = []
                // Receipts open with the shop's own lines and close with the total.
                lines +=
                    [
                        ["ACME FOODS LTD", "1 HIGH STREET, LEEDS", "TEL 0113 496 0000"], ["ACME FOODS", "1200 MAIN ST, SPRINGFIELD", "ST# 01234 OP# 009 TE# 12"],
                        ["ACME Markt GmbH", "Hauptstr. 12, 10115 Berlin", "UID Nr.: DE812706034"], ["ACME Livs", "Storgatan 1, Uppsala", "Org.nr 556123-4567"],
                    ][Locale.allCases.firstIndex(of: locale)!]
                for entry in entries {
                    let (printed, food) = render(entry, foods: printable, locale: locale)
                    lines += printed
                    if let food { foods.append(food) }
                }
                lines.append(notFood[locale]![0])
                return Receipt(lines: lines, foods: foods, slope: slope, seed: seed)
            }
    }

    @Test func mostOfTheLexiconReadsBackFromAReceipt() throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(Double(Self.printable.count) >= 0.9 * Double(lexicon.count), "only \(Self.printable.count) of \(lexicon.count)")
    }

    // Feature: lunchbox-prep, Property R1: For any receipt of lexicon foods printed in a UK, US, German or Swedish till's styles (pack sizes, counts, multi-buys above or below, weights on the next line, decimal commas, tax flags, barcodes) interleaved with lines that are no food (totals, tax, payment, savings, deposits, bags, loyalty, the shop's lines), rendered as OCR word boxes turned and jittered like a photo, every food line becomes exactly its food, in order, and no other line becomes an item.
    @Test func everyFoodLineBecomesItsFoodAndNothingElseDoes() async throws {
        let reader = try Self.reader.get()
        await propertyCheck(count: 150, input: Self.receipt) { receipt in
            // A detector's boxes wander about a sixth of a text height; ReceiptLineGrouperTests goes to a third.
            let words = ReceiptPrinter(slope: receipt.slope, jitter: 0.15, seed: receipt.seed).words(receipt.lines)
            let reading = reader.read(words)
            #expect(reading.items.map(\.food) == receipt.foods.map { Optional($0) }, "\(receipt)")
            #expect(reading.items.allSatisfy { $0.naming != .unknown && $0.price != nil })
            #expect(reading.items.allSatisfy { $0.quantity.isEmpty || KitchenAmount(reading: $0.quantity) != nil })
        }
    }
}
