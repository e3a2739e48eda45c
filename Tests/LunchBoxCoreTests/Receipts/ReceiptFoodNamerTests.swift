import Foundation
import LunchBoxTesting
import Testing

@testable import LunchBoxCore

/// The namer on the words a photo gave, flags and all.
@Suite("Receipts: the food namer")
struct ReceiptFoodNamerTests {
    /// A full lexicon name beside a tax flag the line reader kept among the name's words
    /// ("CHOCOLATE CHIPS KF" on a jittered photo): the flag goes and "chips" is not spelled
    /// out as crisps (the property test met it as potato chips now and then).
    @Test(arguments: [(["CHOCOLATE", "CHIPS", "KF"], "chocolate chips"), (["BANANA", "CHIPS", "KF"], "banana chips"), (["POTATO", "CHIPS", "KF"], "potato chips")])
    func aFlagBesideAFullNameLeavesTheName(printed: [String], food: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        let namer = ReceiptFoodNamer(
            lexicon: lexicon, vocabulary: try ReceiptVocabulary.bundled(), learnt: .empty, lexiconWords: ReceiptFoodNamer.words(of: lexicon))
        let naming = try #require(namer.name(printed, key: printed.joined(separator: " ").lowercased(), languages: [.en]))
        #expect(naming.food == food)
        #expect(naming.how == .lexicon)
    }
}
