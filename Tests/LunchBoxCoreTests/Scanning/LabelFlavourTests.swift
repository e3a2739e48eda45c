import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

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
}
