import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Food lexicon: foods mentioned in a phrase")
struct FoodMentionsTests {
    @Test(arguments: [
        ("1 cup almond milk", ["almond milk"]),
        ("2 tbsp peanut butter", ["peanut butter"]),
        ("peanut butter and jam sandwich on wholemeal bread", ["peanut butter", "jam", "wholemeal bread"]),
        ("butter beans with butter", ["cannellini beans", "butter"]),
        ("cream cheese and cucumber", ["cream cheese", "cucumber"]),
        ("coconut milk, rice and garden peas", ["coconut milk", "rice", "peas"]),
        ("ice cream", ["ice cream"]),
        ("soy sauce to taste", ["soy sauce"]),
        ("salt and pepper", ["salt", "black pepper"]),
        ("2 red peppers, sliced", ["bell pepper"]),
        ("chicken, avocado & lettuce wrap", ["chicken", "avocado", "lettuce", "wraps"]),
        ("a handful of cherry tomatoes", ["cherry tomatoes"]),
        ("egg noodles", ["egg noodles"]),
        ("sweet potato wedges", ["sweet potato", "fries"]),
    ])
    func longestNameWins(phrase: String, expected: [String]) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.mentions(in: phrase).map(\.food.name) == expected, "\(phrase)")
    }

    @Test func phrasesWithNoFoodMentionNothing() throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.mentions(in: "2 cups, finely chopped, to taste").isEmpty)
        #expect(lexicon.mentions(in: "zorblax").isEmpty)
    }

    @Test func freeFromWordingQualifiesTheFoodNextToIt() throws {
        let lexicon = try KitchenGenerators.lexicon()
        let mentions = lexicon.mentions(in: "vegan mayo and cheese")
        #expect(mentions.map(\.food.name) == ["mayonnaise", "cheese"])
        #expect(mentions[0].contents.isEmpty)
        #expect(mentions[1].contents == [.dairy], "the cheese is not vegan")

        let after = lexicon.mentions(in: "bread (gluten-free) with butter")
        #expect(after.map(\.food.name) == ["bread", "butter"])
        #expect(after[0].contents.isEmpty)
        #expect(after[1].contents == [.dairy])

        let listed = lexicon.mentions(in: "dairy and egg free mayonnaise")
        #expect(listed.map(\.food.name) == ["mayonnaise"])
        #expect(listed[0].contents.isEmpty)
    }

    @Test func freeFromWordsAreNeverReadAsFoods() throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.mentions(in: "egg-free pasta").map(\.food.name) == ["pasta"])
        #expect(lexicon.mentions(in: "peanut free granola bar").map(\.food.name) == ["granola bars"])
        #expect(lexicon.mentions(in: "free range eggs").map(\.food.name) == ["eggs"])
        #expect(lexicon.mentions(in: "free range eggs").first?.contents == [.egg])
    }
}
