import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// The pairing table (pairings.json) names only foods the lexicon knows, by their own
/// names, so a typo in it cannot silently drop a pairing.
@Suite("Food pairings")
struct FoodPairingsTests {
    @Test func everyNameInTheTableIsALexiconFood() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let names = Set(lexicon.foods.map(\.name))
        let pairings = lexicon.pairings
        #expect(!pairings.cuisines.isEmpty, "the bundled lexicon loads the pairing table")
        for (cuisine, table) in pairings.cuisines {
            for name in table.spices + table.sauces + table.herbs + table.veg {
                #expect(names.contains(name), "\(cuisine): \(name) is not a lexicon food's name")
            }
        }
        let listed = pairings.dips + pairings.sweet + pairings.snacks + pairings.seasoned + pairings.pairs.flatMap(\.self) + pairings.clashes.flatMap(\.self)
        for name in listed {
            #expect(names.contains(name), "\(name) is not a lexicon food's name")
        }
        #expect(pairings.pairs.allSatisfy { $0.count == 2 } && pairings.clashes.allSatisfy { $0.count == 2 })
    }

    @Test func everyCuisineAPersonCanChooseHasATable() throws {
        let pairings = try KitchenGenerators.lexicon().pairings
        for cuisine in Cuisine.allCases where cuisine != .any {
            #expect(pairings.cuisines[cuisine.rawValue] != nil, "\(cuisine.rawValue)")
        }
        #expect(pairings.cuisine("no such cuisine") == pairings.cuisines[FoodPairings.everyday])
    }

    @Test func partnersAndClashesWorkBothWays() throws {
        let pairings = try KitchenGenerators.lexicon().pairings
        #expect(pairings.goTogether("tuna", "sweetcorn") && pairings.goTogether("sweetcorn", "tuna"))
        #expect(!pairings.goTogether("tuna", "jam"))
        #expect(pairings.clash("kidney beans", "rice and peas") && pairings.clash("rice and peas", "kidney beans"))
    }

    @Test func theTableRoundTripsThroughJSON() throws {
        let pairings = try KitchenGenerators.lexicon().pairings
        let again = try JSONDecoder().decode(FoodPairings.self, from: JSONEncoder().encode(pairings))
        #expect(again == pairings)
    }
}
