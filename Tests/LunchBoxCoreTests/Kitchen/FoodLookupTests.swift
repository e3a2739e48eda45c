import LunchBoxCore
import LunchBoxTesting
import PropertyBased
import Testing

@Suite("Food lexicon: lookup")
struct FoodLookupTests {
    /// The food names the seeds and our generators use as examples, the quantities the
    /// seeds give ("2 cups", "half a block") written into names, and everyday foods.
    static let seedExamples =
        Generators.foodNames + [
            "2 cups cooked rice", "2 cups rice", "half a block tofu", "half a block of tofu", "2 cups milk",
            "eggs", "bread", "cheese", "chicken", "rice", "tofu", "pasta", "apple", "yogurt", "milk",
        ]

    @Test(arguments: seedExamples)
    func seedExampleResolves(name: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup(name).food != nil, "\(name) is unknown")
    }

    @Test(arguments: [
        ("capsicum", "bell pepper"), ("bell peppers", "bell pepper"), ("red capsicum", "bell pepper"),
        ("courgette", "zucchini"), ("courgettes", "zucchini"), ("aubergine", "eggplant"), ("eggplant", "eggplant"),
        ("yoghurt", "yogurt"), ("yogurt", "yogurt"), ("prawns", "prawns"), ("shrimp", "prawns"),
        ("coriander", "coriander"), ("cilantro", "coriander"), ("rocket", "rocket"), ("arugula", "rocket"),
        ("garbanzo beans", "chickpeas"), ("scallions", "spring onion"), ("spring onions", "spring onion"),
        ("mangetout", "sugar snap peas"), ("pitta", "pita"), ("crisps", "potato chips"), ("mince", "beef mince"),
        ("tomato", "tomato"), ("tomatoes", "tomato"), ("Tomatoes", "tomato"), ("TOMATOES", "tomato"),
        ("berries", "mixed berries"), ("strawberry", "strawberries"), ("strawberries", "strawberries"),
        ("salad leaves", "mixed salad leaves"), ("bay leaves", "bay leaves"),
        ("loaves", "bread"), ("peaches", "peach"), ("cherries", "cherries"), ("potatoes", "potato"),
        ("mangoes", "mango"), ("cookies", "cookies"), ("cookie", "cookies"), ("anchovy", "anchovies"),
        ("jalapeño", "jalapeño"), ("jalapeños", "jalapeño"), ("JALAPENO", "jalapeño"), ("crème fraîche", "crème fraîche"),
        ("creme fraiche", "crème fraîche"), ("pâté", "liver pâté"), ("Gruyère", "swiss cheese"),
        ("peppers", "bell pepper"), ("pepper", "black pepper"), ("red peppers", "bell pepper"),
    ])
    func synonymsPluralsCaseAndAccentsResolveToOneFood(name: String, canonical: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup(name).food?.name == canonical, "\(name)")
    }

    @Test(arguments: [
        ("2 cups cooked rice", "cooked rice"), ("1 tbsp peanut butter", "peanut butter"), ("3 large eggs", "eggs"),
        ("200g sliced cheddar", "cheddar"), ("half a block of tofu", "tofu"), ("a handful of baby spinach", "spinach"),
        ("1.5kg potatoes", "potato"), ("½ cup grated parmesan", "parmesan"), ("x2 tins of tuna", "tuna"),
        ("eggs x 6", "eggs"), ("eggs (6)", "eggs"), ("1 red onion, finely chopped", "red onion"),
        ("2 chicken breasts", "chicken"), ("a loaf of bread", "bread"), ("4 slices ham", "ham"),
        ("400 g tin chopped tomatoes", "pasta sauce"), ("2 cloves garlic", "garlic"), ("carrot sticks", "carrot"),
        ("cooked chicken", "cooked chicken"), ("leftover pasta", "cooked pasta"), ("hard-boiled eggs", "hard-boiled eggs"),
        ("raw chicken", "chicken"), ("free range eggs", "eggs"), ("lamb's lettuce", "lamb's lettuce"),
    ])
    func quantitiesAndDescriptorsAreStripped(text: String, canonical: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup(text).food?.name == canonical, "\(text)")
    }

    @Test(arguments: ["zorblax", "mystery sauce", "gizmo 3000", "2 cups", "", "   ", "chicken and rice", "寿司", "salt and pepper", "leaves"])
    func unknownWordsAreReportedUnknown(text: String) throws {
        let lexicon = try KitchenGenerators.lexicon()
        guard case .unknown = lexicon.lookup(text) else {
            Issue.record("\(text) should be unknown, got \(String(describing: lexicon.lookup(text).food?.name))")
            return
        }
    }

    @Test func unknownCarriesTheCleanedText() throws {
        let lexicon = try KitchenGenerators.lexicon()
        #expect(lexicon.lookup("2 cups Mystery Sauce") == .unknown("mystery sauce"))
    }

    @Test(arguments: [
        ("gluten-free bread", "bread", [FoodContent.gluten]), ("dairy-free cheese", "cheese", [.dairy]),
        ("vegan mayo", "mayonnaise", []), ("Gluten Free Pasta", "pasta", [.gluten]), ("nut-free granola", "granola", [.treeNuts]),
    ])
    func freeFromWordingIsKeptWithTheFood(text: String, canonical: String, excused: [FoodContent]) throws {
        let match = try #require(try KitchenGenerators.lexicon().lookup(text).match)
        #expect(match.food.name == canonical)
        #expect(match.contents.isDisjoint(with: Set(excused)))
        #expect(match.food.name != "mayonnaise" || !match.contents.contains(.egg))
    }

    /// Amounts and sizes written before any lexicon name never change the food found.
    @Test func amountsBeforeAnyFoodNameDoNotChangeIt() async throws {
        let lexicon = try KitchenGenerators.lexicon()
        let food = Gen.element(of: lexicon.foods).compactMap { $0 }
        let amount = Gen.element(of: ["2", "1/2", "200g", "3 cups", "half a", "a handful of", "1 tbsp", "x2", "a bag of", "250 ml"]).compactMap { $0 }
        await propertyCheck(count: 300, input: food, amount) { food, amount in
            #expect(lexicon.lookup("\(amount) \(food.name)").food?.name == food.name, "\(amount) \(food.name)")
        }
    }
}
