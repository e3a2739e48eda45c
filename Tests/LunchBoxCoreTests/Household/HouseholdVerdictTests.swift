import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Household verdicts")
struct HouseholdVerdictTests {
    static let at = Date(timeIntervalSince1970: 0)
    static let sam = HouseholdMember(name: "Sam", createdAt: at)
    static let mia = HouseholdMember(name: "Mia", createdAt: at, diets: DietaryPreferences([.vegetarian]))
    static let leo = HouseholdMember(name: "Leo", createdAt: at, diets: DietaryPreferences([], avoids: [.peanuts]))
    static let english = Wordings()[.english]

    @Test func anIdeaWithPeanutsSuitsSamAndMiaButNotLeo() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.householdVerdict(forIngredients: ["2 slices bread", "peanut butter", "apple"], members: [Self.sam, Self.mia, Self.leo])
        #expect(verdict.summary(Self.english) == "suits Sam and Mia; not Leo: contains peanuts")
        #expect(verdict.verdict(for: Self.leo.id)?.status == .breaks)
        #expect(!verdict.suitsEveryone)
    }

    @Test func anIngredientTheLexiconCannotReadIsUnknownForAnyoneWithNeeds() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.householdVerdict(forIngredients: ["bread", "zorblax paste"], members: [Self.sam, Self.mia, Self.leo])
        // Sam has nothing to check; Mia and Leo cannot be told it suits them.
        #expect(verdict.verdict(for: Self.sam.id)?.status == .suits)
        #expect(verdict.verdict(for: Self.mia.id)?.status == .unknown)
        #expect(verdict.summary(Self.english) == "suits Sam; unknown for Mia: cannot check zorblax paste; unknown for Leo: cannot check zorblax paste")
    }

    @Test func withNobodyToCheckForThereIsNoVerdict() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        #expect(guardian.householdVerdict(forIngredients: ["peanut butter"], members: [Self.sam]) == .empty)
        #expect(guardian.householdVerdict(forIngredients: ["peanut butter"], members: []).summary(Self.english) == nil)
    }

    @Test func anAvoidedFoodIsAViolationWithTheAvoidNamed() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.verdict(forIngredients: ["hummus"], preferences: DietaryPreferences([], avoids: [.sesame]))
        let violation = try #require(verdict.violations.first)
        #expect(violation.avoided == [.sesame])
        #expect(violation.reason.hasSuffix("you avoid sesame"))
    }

    @Test func combinedNeedsAreTheUnionAndTheirPromptSaysSo() {
        let needs = HouseholdMember.combinedNeeds(of: [Self.sam, Self.mia, Self.leo])
        #expect(needs == DietaryPreferences([.vegetarian], avoids: [.peanuts]))
        #expect(needs.activeSummary == "vegetarian, no peanuts")
        let prompt = PromptBuilder().prompt(for: [InventoryItem(name: "bread")], preferences: needs).user
        #expect(prompt.contains("Allergies and foods to avoid: peanuts."))
    }

    @Test func preferencesWithoutAvoidsEncodeAsBefore() throws {
        let json = String(decoding: try JSONEncoder().encode(DietaryPreferences([.vegan])), as: UTF8.self)
        #expect(!json.contains("avoids"))
        let old = #"{"vegetarian":true,"vegan":false,"glutenFree":false,"dairyFree":false,"nutFree":false}"#
        #expect(try JSONDecoder().decode(DietaryPreferences.self, from: Data(old.utf8)) == DietaryPreferences([.vegetarian]))
    }

    @Test func typedDietsAndAvoidsAreReadOrRefused() throws {
        #expect(try HouseholdMember.diets(from: ["vegetarian,nut-free"]) == [.vegetarian, .nutFree])
        #expect(try HouseholdMember.avoids(from: ["tree nuts", "Sesame", "eggs"]) == [.treeNuts, .sesame, .egg])
        #expect(throws: HouseholdError.unknownAvoid("lava")) { try HouseholdMember.avoids(from: ["lava"]) }
        #expect(throws: HouseholdError.unknownDiet("keto")) { try HouseholdMember.diets(from: ["keto"]) }
    }

    @Test func theVerdictIsWordedInTheReadersLanguage() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.householdVerdict(forIngredients: ["bread", "peanut butter"], members: [Self.sam, Self.mia, Self.leo])
        #expect(verdict.summary(Wordings()[.german]) == "passt für Sam und Mia; nicht für Leo: enthält Erdnüsse")
        #expect(verdict.summary(Wordings()[.french]) == "convient à Sam et Mia ; pas pour Leo : contient arachides")
    }
}
