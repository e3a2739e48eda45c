import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Reading foods from label text")
struct LabelTextReaderTests {
    let reader: LabelTextReader

    init() throws {
        reader = LabelTextReader(lexicon: try KitchenGenerators.lexicon())
    }

    @Test func namesAndPhrasesOnALabelBecomeFoods() {
        let found = reader.candidates(from: [RecognizedText(text: "ORGANIC OAT MILK 1L", confidence: 0.9)])
        #expect(found.map(\.label) == ["oat milk"])
        #expect(found.first?.recognizer == .labelReader)
        #expect(abs((found.first?.confidence ?? 0) - 0.9) < 0.001)
    }

    @Test func aMisreadLetterIsForgivenOnLongerWordsWithALowerConfidence() {
        let found = reader.candidates(from: [RecognizedText(text: "Greek YOGHIRT", confidence: 1)])
        #expect(found.contains { $0.label == "yogurt" && $0.confidence < 1 && $0.confidence >= 0.8 })
    }

    @Test func shortWordsAreNotStretchedIntoFoods() {
        // "pe" and "4" are what tesseract made of a yoghurt carton; neither is a food.
        #expect(reader.candidates(from: [RecognizedText(text: "pe 4 vo", confidence: 0.9)]).isEmpty)
    }

    @Test func smallPrintCountsForLessThanTheProductName() {
        let name = RecognizedText(text: "MILK", confidence: 0.9, box: ScanBox(x: 0.1, y: 0.1, width: 0.5, height: 0.2))
        let ingredients = RecognizedText(text: "water, sugar, salt", confidence: 0.9, box: ScanBox(x: 0.1, y: 0.8, width: 0.5, height: 0.02))
        let found = reader.candidates(from: [name, ingredients])
        let milk = found.first { $0.label == "milk" }?.confidence ?? 0
        let sugar = found.first { $0.label == "sugar" }?.confidence ?? 1
        #expect(milk > 0.85)
        #expect(sugar < 0.2)
        #expect(sugar < ConfidenceFilter.defaultThreshold)
    }

    @Test func aNameSpreadOverTwoRegionsIsOneFoodAndTheMoreSpecificWins() {
        let apple = RecognizedText(text: "APPLE", confidence: 0.9, box: ScanBox(x: 0.1, y: 0.1, width: 0.5, height: 0.2))
        let juice = RecognizedText(text: "JUICE", confidence: 0.8, box: ScanBox(x: 0.1, y: 0.4, width: 0.5, height: 0.2))
        let found = reader.candidates(from: [juice, apple])
        #expect(found.map(\.label) == ["apple juice"], "not apple, nor juice on its own")
        #expect(abs((found.first?.confidence ?? 0) - 0.8 * 0.9) < 0.001, "as sure as the less sure region, a little less")
        let box = found.first?.box
        #expect(box?.y == 0.1 && abs((box?.height ?? 0) - 0.5) < 1e-9, "the box holds both regions")
    }

    @Test func aCompoundWordNamesItsLastPart() {
        // A Swedish carton's "summer milk" and a misread one: the head is milk.
        for word in ["SOMMARMILK", "FARMHOUSEMILK"] {
            let found = reader.candidates(from: [RecognizedText(text: word, confidence: 1)])
            #expect(found.map(\.label) == ["milk"], "\(word)")
            #expect(found.allSatisfy { $0.confidence < 1 })
        }
        #expect(reader.candidates(from: [RecognizedText(text: "ORIGINAL", confidence: 1)]).isEmpty)
        #expect(reader.candidates(from: [RecognizedText(text: "EKOLOGISK", confidence: 1)]).isEmpty)
    }

    @Test func aCompoundsExactLastPartBeatsANearMissOfALongerPart() {
        // Swedish "mild lätt yoghurt" run together: "lattyoghurt" is one letter from
        // "oat yoghurt", but its last part is a yoghurt, read exactly.
        let found = reader.candidates(from: [RecognizedText(text: "MILDLATTYOGHURT", confidence: 1)])
        #expect(found.map(\.label) == ["yogurt"])
    }
}
