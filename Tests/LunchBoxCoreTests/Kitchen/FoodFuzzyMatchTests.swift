import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Food lexicon: fuzzy matching")
struct FoodFuzzyMatchTests {
    @Test(arguments: [
        ("brocoli", "broccoli"), ("brocolli", "broccoli"), ("chiken", "chicken"), ("chikcen", "chicken"),
        ("tomatos", "tomato"), ("tomatoe", "tomato"), ("yoghurt", "yogurt"), ("yougurt", "yogurt"),
        ("bannana", "banana"), ("avacado", "avocado"), ("cucumbr", "cucumber"), ("spinich", "spinach"),
        ("letuce", "lettuce"), ("chedar", "cheddar"), ("mozarella", "mozzarella"), ("parmesean", "parmesan"),
        ("humus", "hummus"), ("bluberries", "blueberries"), ("strawbery", "strawberries"), ("carots", "carrot"),
        ("zuchini", "zucchini"), ("quinao", "quinoa"), ("tortila", "wraps"), ("sandwich bred", "bread"),
        ("CHIKEN BREAST", "chicken"), ("brocoli florets", "broccoli"), ("pinapple", "pineapple"), ("aubergene", "eggplant"),
    ])
    func commonMisspellingsRankTheRightFoodFirst(text: String, canonical: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        let best = lexicon.bestMatches(for: text)
        #expect(best.first?.food.name == canonical, "\(text): \(best.map { "\($0.food.name) \($0.score)" })")
    }

    @Test func anExactNameScoresOneAndComesFirst() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let best = lexicon.bestMatches(for: "rice")
        #expect(best.first?.food.name == "rice")
        #expect(best.first?.score == 1)
    }

    @Test func scoresAreSortedAndWithinTheThreshold() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let best = lexicon.bestMatches(for: "chese", limit: 10, minimumScore: 0.6)
        #expect(!best.isEmpty)
        #expect(best.map(\.score) == best.map(\.score).sorted(by: >))
        #expect(best.allSatisfy { $0.score >= 0.6 && $0.score < 1 })
        #expect(Set(best.map(\.food.name)).count == best.count, "one match per food")
    }

    @Test(arguments: ["zorblax", "qwertyuiop", "xx", "gizmo 3000"])
    func gibberishHasNoMatch(text: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.bestMatches(for: text).isEmpty, "\(text)")
    }

    @Test func fuzzyMatchingNeverChangesWhatLookupSays() throws {
        let lexicon = try KitchenGenerators.lexicon()
        // Lookup does not guess: a typo is unknown there, and only a suggestion here.
        // ("brocoli" is no typo any more: it is French for broccoli.)
        #expect(lexicon.lookup("brocolli").food == nil)
        #expect(lexicon.bestMatches(for: "brocolli").first?.score ?? 1 < 1)
    }
}
