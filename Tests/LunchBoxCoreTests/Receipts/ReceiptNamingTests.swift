import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Receipts: naming the food")
struct ReceiptNamingTests {
    let reader: ReceiptReader

    init() throws {
        reader = ReceiptReader(lexicon: try KitchenGenerators.lexicon(), vocabulary: try ReceiptVocabulary.bundled())
    }

    func item(_ line: String, learnt: ReceiptDictionary = .empty) -> ReceiptItem? {
        let reading = reader.read(lines: [ReceiptTextLine(words: [RecognizedText(text: line, confidence: 1)])], learnt: learnt)
        return reading.items.first
    }

    @Test(arguments: [
        ("SEMI SKMD MILK 2L  1.45", "milk"), ("CHDR MATURE 400G 2.50", "cheddar"), ("2 x TINNED TOMS 0.70", "pasta sauce"),
        ("ORG BANANAS FAIRTRADE 1.20", "banana"), ("CHKN BRST FLLTS 650G 4.50", "chicken"), ("FRZN PEAS 1KG 1.10", "peas"),
        ("GRK STYLE YOG 500G 1.25", "greek yogurt"), ("WHL MILK 4PT 1.55", "milk"), ("BRD WHT 800G 0.75", "bread"),
        ("FR EGGS LGE 12PK 3.10", "eggs"), ("STRAWBERRY JAM 454G 1.09", "jam"), ("PASTA PENNE 500G 0.75", "penne"),
        ("Vollmilch 3,5% 1L 1,19 B", "milk"), ("H-Milch 1,5% 1L 0,99 B", "milk"), ("Hähnchenbrustfilet 400g 5,49 B", "chicken"),
        ("Bananen 1,29 B", "banana"), ("Gouda jung Scheiben 400g 2,79 B", "gouda"), ("MJÖLK 3% 1,5L 18,95", "milk"),
        ("Mellanmjölk 1,5% 1,5L 17,50", "milk"), ("Kycklingfilé 1kg 99,00", "chicken"), ("Smör normalsaltat 500g 59,90", "butter"),
        ("Knäckebröd 520g 24,90", "crispbread"),
        // A full lexicon name beside a tax flag: the flag goes, "chips" stays chips (it
        // read as crisps, so potato chips, on a photo now and then).
        ("CHOCOLATE CHIPS KF 2.50", "chocolate chips"), ("BANANA CHIPS KF 1.99", "banana chips"),
    ])
    func abbreviationsAndForeignWordsNameTheFood(line: String, food: String) {
        #expect(item(line)?.food == food, "\(line)")
        #expect(item(line)?.naming != .unknown)
    }

    @Test(arguments: [
        "PRINGLES SOUR CREAM 1.99", "TWIGLETS 150G 1.75", "GUINNESS 4X440ML 5.50", "MULLER CORNER STRAWBERRY 0.75", "KETTLE SEA SALT 1.50",
        "BEEF WELLINGTON 2PK 2.75", "CHICKEN & MUSHROOM PIE 3.00", "ZORBLAX DELUXE 2.00", "Räksallad 200g 34,90", "WD40 MULTI USE 4.00",
    ])
    func wordsNoLexiconNameFitsStayUnknownAndAreNeverGuessed(line: String) {
        let found = item(line)
        #expect(found?.naming == .unknown, "\(line) became \(found?.name ?? "nothing")")
        #expect(found?.food == nil)
        #expect(found?.name.isEmpty == false)
        #expect(found?.price != nil)
    }

    @Test func anUnknownLineKeepsItsPrintedLettersAndOffersWhatItEndsIn() {
        let found = item("PRINGLES SOUR CREAM 1.99")
        #expect(found?.name == "pringles sour cream")
        #expect(found?.suggestion == "sour cream")
        let swedish = item("Räksallad 200g 34,90")
        #expect(swedish?.name == "räksallad")
        #expect(swedish?.quantity == "200 g")
    }

    @Test(arguments: [("ICE CREAM VANILLA 1L 2.00", "vanilla extract"), ("CHEESE & ONION CRISPS 6PK 1.50", "potato chips")])
    func foodsOfSeveralKindsAreOnlySuggested(line: String, last: String) {
        // The last may be a flavour of a food the words do not name.
        let found = item(line)
        #expect(found?.naming == .unknown)
        #expect(found?.suggestion == last)
    }

    @Test func anOCRMisreadOfOneLetterIsANearMatchWithLessConfidence() {
        let found = item("SEMI SKIMMED MILX 2L 1.45")
        #expect(found?.food == "milk")
        #expect(found?.naming == .nearMatch)
        #expect((found?.confidence ?? 1) < 0.9)
    }

    @Test func learntWordsNameWhatTheShopPrintsBeforeAnythingElse() {
        // Given the household told LunchBox what this shop's "HM BRD" and "PRINGLES SOUR CREAM" are
        let learnt = ReceiptDictionary(["HM BRD WHT 800G 1.10": "bread", "pringles sour cream": "potato chips", "DOUGHBOY": "Grandma's buns"])
        // Then the next receipt reads them, whatever amounts and prices are printed around
        #expect(item("HM BRD WHT 400G 0.65", learnt: learnt)?.food == "bread")
        #expect(item("HM BRD WHT 400G 0.65", learnt: learnt)?.naming == .learnt)
        #expect(item("PRINGLES SOUR CREAM 1.99", learnt: learnt)?.food == "potato chips")
        // And a name the lexicon does not know is kept as the household wrote it
        #expect(item("DOUGHBOY 2.00", learnt: learnt)?.name == "Grandma's buns")
        #expect(item("DOUGHBOY 2.00", learnt: learnt)?.food == nil)
        // And one letter misread on a long key still finds it
        #expect(item("PRINGLES SOUR CREAN 1.99", learnt: learnt)?.food == "potato chips")
    }

    @Test func theKeyOfAnItemIsWhatTeachingItUses() {
        let found = item("PRINGLES SOUR CREAM 1.99")
        #expect(found?.key == "pringles sour cream")
        #expect(ReceiptDictionary.key(for: "PRINGLES SOUR CREAM 200G 1.99 B") == found?.key)
    }

    @Test func aWordFromAnotherLanguagesTableDoesNotOverrideAnEnglishFood() {
        // "Paprika" is the spice in English and a bell pepper on a German receipt.
        #expect(item("PAPRIKA 50G 0.85")?.food == "paprika")
        let german = reader.read(ReceiptPrinter().words(["Paprika rot 500g 1,99 B", "SUMME EUR 1,99"]))
        #expect(german.items.first?.food == "bell pepper")
    }

    @Test func quantitiesReadBackAsKitchenAmounts() {
        for line in ["SEMI SKMD MILK 2L 1.45", "2 x CHDR 400G 5.00", "GV WHL MILK GAL 3.48", "EGGS 12CT 3.00", "CREAM 5dl 20,00", "OJ 64 FL OZ 3.99"] {
            let quantity = item(line)?.quantity ?? ""
            #expect(!quantity.isEmpty, "\(line)")
            #expect(KitchenAmount(reading: quantity) != nil, "\(line): \(quantity)")
        }
        #expect(item("2 x CHDR 400G 5.00")?.quantity == "2 x 400 g")
        #expect(KitchenAmount(reading: "2 x 400 g") == KitchenAmount(value: 800, unit: "g"))
        #expect(item("CREAM 5dl 20,00")?.quantity == "500 ml")
    }
}
