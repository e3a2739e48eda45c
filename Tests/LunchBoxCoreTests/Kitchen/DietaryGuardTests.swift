import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Dietary guard")
struct DietaryGuardTests {
    static func idea(_ ingredients: [String], name: String = "Idea") -> LunchBoxIdea {
        LunchBoxIdea(name: name, ingredients: ingredients, preparationSteps: ["Pack it."])
    }

    @Test func peanutButterIsFlaggedForNutFreeWithItsReason() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.verdict(for: Self.idea(["2 slices bread", "1 tbsp peanut butter", "1 banana"]), preferences: DietaryPreferences(nutFree: true))
        #expect(!verdict.isSafe)
        #expect(verdict.violations.count == 1)
        #expect(verdict.violations.first?.ingredient == "1 tbsp peanut butter")
        #expect(verdict.reasons == ["peanut butter: contains peanuts; you chose nut-free"])
        #expect(verdict.violations.first?.summary == "peanut butter contains peanuts (you chose nut-free)")
        #expect(verdict.isFullyVerified)
    }

    @Test func oneFoodBreakingTwoDietsNamesBoth() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let violations = guardian.violations(in: "40 g cheddar", preferences: DietaryPreferences(vegan: true, dairyFree: true))
        #expect(violations.map(\.reason) == ["cheddar: contains dairy; you chose vegan and dairy-free"])
        let noodles = guardian.violations(in: "egg noodles", preferences: DietaryPreferences(vegan: true, glutenFree: true))
        #expect(noodles.map(\.reason) == ["egg noodles: contains egg and gluten; you chose vegan and gluten-free"])
    }

    @Test(arguments: [
        ("gluten-free bread", DietaryPreferences(glutenFree: true)),
        ("2 slices GF bread", DietaryPreferences(glutenFree: true)),
        ("dairy-free cheese", DietaryPreferences(dairyFree: true)),
        ("vegan mayo", DietaryPreferences(vegan: true)),
        ("vegan cheese", DietaryPreferences(vegan: true, dairyFree: true)),
        ("plant-based yogurt", DietaryPreferences(vegan: true)),
        ("nut-free granola", DietaryPreferences(nutFree: true)),
        ("almond milk", DietaryPreferences(dairyFree: true)),
        ("oat milk", DietaryPreferences(vegan: true, nutFree: true)),
        ("coconut milk", DietaryPreferences(vegan: true, dairyFree: true, nutFree: true)),
        ("soy milk", DietaryPreferences(dairyFree: true)),
        ("rice noodles", DietaryPreferences(glutenFree: true)),
        ("corn tortillas", DietaryPreferences(glutenFree: true)),
        ("sunflower seed butter", DietaryPreferences(nutFree: true)),
        ("hummus", DietaryPreferences(vegan: true, glutenFree: true, dairyFree: true, nutFree: true)),
    ])
    func explicitFreeFromWordingAndSafeFoodsPass(ingredient: String, preferences: DietaryPreferences) throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        #expect(guardian.violations(in: ingredient, preferences: preferences).isEmpty, "\(ingredient)")
    }

    @Test(arguments: [
        ("ham", DietaryRestriction.vegetarian), ("gelatine", .vegetarian), ("gummy bears", .vegan),
        ("prawns", .vegetarian), ("worcestershire sauce", .vegetarian), ("honey", .vegan), ("eggs", .vegan),
        ("butter", .dairyFree), ("pesto", .nutFree), ("pesto", .dairyFree), ("soy sauce", .glutenFree),
        ("couscous", .glutenFree), ("lactose-free milk", .dairyFree), ("almond milk", .nutFree),
        ("chicken stock", .vegetarian), ("oyster sauce", .vegetarian), ("caesar dressing", .vegetarian),
        // Issue 38: the meat in a compound name ("pepperoni pizza" is not pizza alone).
        ("pepperoni pizza (2 slices)", .vegetarian), ("ham and pineapple pizza", .vegetarian), ("chicken kievs", .vegetarian),
        ("scrambled egg mix", .vegan),
    ])
    func hiddenAnimalAndAllergenContentsAreCaught(ingredient: String, restriction: DietaryRestriction) throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let violations = guardian.violations(in: ingredient, preferences: DietaryPreferences([restriction]))
        #expect(violations.first?.restrictions == [restriction], "\(ingredient) for \(restriction)")
    }

    @Test func unknownIngredientsAreUnverifiedNotSafe() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.verdict(
            for: Self.idea(["2 slices bread", "1 tbsp zorblax spread", "mystery sauce", "salt", "pepper", "oil", "water"]),
            preferences: DietaryPreferences(vegan: true)
        )
        #expect(verdict.violations.isEmpty)
        #expect(verdict.isSafe)
        #expect(!verdict.isFullyVerified)
        #expect(verdict.unverified.map(\.ingredient) == ["1 tbsp zorblax spread", "mystery sauce"])
        #expect(verdict.unverified.first?.unknownWords == ["zorblax", "spread"])
        #expect(verdict.unverified[1].note == "Could not check \"mystery sauce\" against your diet.")
    }

    @Test func staplesAreKnownAndFine() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let everything = DietaryPreferences(DietaryRestriction.allCases)
        let verdict = guardian.verdict(forIngredients: ["salt", "pepper", "oil", "water", "salt and pepper to taste"], preferences: everything)
        #expect(verdict == DietaryVerdict())
    }

    @Test func withNoDietThereIsNothingToCheck() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let verdict = guardian.verdict(for: Self.idea(["peanut butter", "zorblax"]), preferences: .none)
        #expect(verdict.isSafe && verdict.isFullyVerified)
    }

    @Test func screeningHoldsBackViolatingIdeasWithASummary() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let ideas = [
            Self.idea(["bread", "peanut butter", "banana"], name: "PB Sandwich"),
            Self.idea(["rice", "tofu", "cucumber", "za'atar blend"], name: "Tofu Bowl"),
            Self.idea(["crackers", "cheddar", "walnuts"], name: "Cheese Box"),
            Self.idea(["wraps", "hummus", "carrot"], name: "Hummus Wrap"),
        ]
        let screening = guardian.screen(ideas, preferences: DietaryPreferences(nutFree: true))
        #expect(screening.safe.map(\.idea.name) == ["Tofu Bowl", "Hummus Wrap"])
        #expect(screening.heldBack.map(\.idea.name) == ["PB Sandwich", "Cheese Box"])
        #expect(screening.safe.first?.verdict.isFullyVerified == false, "the unknown blend is marked")
        #expect(screening.heldBackSummary == "2 ideas held back: peanut butter contains peanuts (you chose nut-free); walnuts contains tree nuts (you chose nut-free)")
    }

    @Test func screeningWithNothingHeldBackHasNoSummary() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let screening = guardian.screen([Self.idea(["bread", "jam"])], preferences: DietaryPreferences(nutFree: true))
        #expect(screening.heldBack.isEmpty)
        #expect(screening.heldBackSummary == nil)
        let one = guardian.screen([Self.idea(["ham"])], preferences: DietaryPreferences(vegetarian: true))
        #expect(one.heldBackSummary == "1 idea held back: ham contains meat (you chose vegetarian)")
    }

    @Test func summaryListsAtMostThreeReasons() throws {
        let guardian = DietaryGuard(lexicon: try KitchenGenerators.lexicon())
        let ideas = ["ham", "bacon", "tuna", "prawns", "chicken"].map { Self.idea([$0]) }
        let summary = try #require(guardian.screen(ideas, preferences: DietaryPreferences(vegetarian: true)).heldBackSummary)
        #expect(summary.hasPrefix("5 ideas held back: "))
        #expect(summary.hasSuffix("; and 2 more"))
    }
}
