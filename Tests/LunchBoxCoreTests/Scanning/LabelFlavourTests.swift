import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxCore

/// A pack names one product: words that name a seasoning are its flavour or what it is
/// made of, unless the seasoning is all the pack says.
@Suite("Reading a pack: flavours and ingredients beside the product")
struct LabelFlavourTests {
    let reader: LabelTextReader
    let lexicon: FoodLexicon

    init() throws {
        lexicon = try KitchenGenerators.lexicon()
        reader = LabelTextReader(lexicon: lexicon)
    }

    func confidence(of food: String, in texts: [String]) -> Float? {
        reader.candidates(from: texts.map { RecognizedText(text: $0, confidence: 1) }).first { $0.label == food }?.confidence
    }

    @Test func aSeasoningsAliasThatBeginsOtherFoodsIsAFlavourOnAPack() throws {
        // Typed, "soya" is soy sauce; printed alone on a carton it is what the drink is made of.
        #expect(lexicon.lookup("soya").food?.name == "soy sauce")
        let soya = try #require(confidence(of: "soy sauce", in: ["SOYA"]))
        #expect(soya < ConfidenceFilter.defaultThreshold)
        // A seasoning's own name is what its jar says.
        #expect(try #require(confidence(of: "mustard", in: ["MUSTARD"])) >= ConfidenceFilter.defaultThreshold)
    }

    @Test func aSeasoningBesideAProductIsItsFlavour() throws {
        #expect(try #require(confidence(of: "yogurt", in: ["VANILLA", "YOGURT"])) >= ConfidenceFilter.defaultThreshold)
        #expect(try #require(confidence(of: "vanilla extract", in: ["VANILLA EXTRACT", "YOGURT"])) < ConfidenceFilter.defaultThreshold)
        #expect(try #require(confidence(of: "vanilla extract", in: ["VANILLA EXTRACT"])) >= ConfidenceFilter.defaultThreshold)
    }

    @Test func aPluralInsideTheProductsNameIsNotASecondFood() {
        let found = reader.candidates(from: [RecognizedText(text: "OATS", confidence: 1), RecognizedText(text: "OAT YOGURT", confidence: 1)])
        #expect(found.map(\.label) == ["oat yogurt"])
    }

    /// The word a seasoning's other names are built on, in any language, is its flavour
    /// too: Swedish "VANILJ" (vaniljextrakt) on a yoghurt is not vanilla extract.
    @Test func aFlavourWordInAnyLanguageIsAFlavour() throws {
        let vanilj = try #require(confidence(of: "vanilla extract", in: ["VANILJ"]))
        #expect(vanilj < ConfidenceFilter.defaultThreshold)
        #expect(try #require(confidence(of: "vanilla extract", in: ["VANILJEXTRAKT"])) >= ConfidenceFilter.defaultThreshold)
    }

    /// "CREAMY" on a soya yoghurt is no misreading of cream.
    @Test func anAdjectiveMadeFromAFoodIsNotTheFood() {
        #expect(confidence(of: "cream", in: ["CREAMY"]) == nil)
        #expect(confidence(of: "cheese", in: ["CHEESY", "BITES"]) == nil)
        #expect(LabelTextReader.isAdjective("creamy", of: "cream") && LabelTextReader.isAdjective("cheesy", of: "cheese"))
        #expect(!LabelTextReader.isAdjective("yoghirt", of: "yoghurt"))
    }

    /// On a pack covered in print a fruit alone is the flavour; a label that says only
    /// the fruit is the fruit.
    @Test func aFruitAloneOnAPrintedPackIsItsFlavour() throws {
        let carton = try #require(confidence(of: "orange", in: ["ORANGE", "100% PRESSAD", "1 L"]))
        #expect(carton < ConfidenceFilter.defaultThreshold)
        #expect(try #require(confidence(of: "banana", in: ["BANANAS"])) >= ConfidenceFilter.defaultThreshold)
        #expect(try #require(confidence(of: "orange juice", in: ["ORANGE JUICE", "100% PRESSED", "1 L"])) >= ConfidenceFilter.defaultThreshold)
    }
}
