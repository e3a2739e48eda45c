import LunchBoxCore
import LunchBoxTesting
import Testing

/// What hides in food: animal rennet in hard Italian cheeses and pesto, anchovy in
/// Worcestershire and Caesar, gelatine in sweets and some yogurts, wheat in soy sauce and
/// stock cubes. The guard reads every idea, the AI's too, with this knowledge.
@Suite("Hidden ingredients")
struct HiddenIngredientsTests {
    static let vegetarian = DietaryPreferences(vegetarian: true)

    func guardian() throws -> DietaryGuard { DietaryGuard(lexicon: try KitchenGenerators.lexicon()) }

    @Test(arguments: [
        "parmesan (20 g)", "grated parmesan", "grana padano", "pecorino", "gorgonzola", "manchego", "pesto", "2 tbsp basil pesto", "caesar dressing", "worcestershire sauce", "gelatine", "gummy bears",
        "marshmallows", "fish sauce", "lard",
    ])
    func vegetariansAreToldAboutHiddenAnimalProducts(line: String) throws {
        let verdict = try guardian().verdict(forIngredients: [line], preferences: Self.vegetarian)
        #expect(!verdict.isSafe, "\(line) passed for a vegetarian")
    }

    @Test(arguments: ["vegetarian parmesan", "vegetarian pesto", "vegan pesto", "rennet-free parmesan", "cheddar", "mozzarella"])
    func labelledVegetarianCheeseIsFine(line: String) throws {
        let verdict = try guardian().verdict(forIngredients: [line], preferences: Self.vegetarian)
        #expect(verdict.isSafe && verdict.isFullyVerified, "\(line): \(verdict.reasons) \(verdict.unverified)")
    }

    @Test func parmesanSaysWhyItIsNotVegetarian() throws {
        let violation = try #require(try guardian().violations(in: "parmesan", preferences: Self.vegetarian).first)
        #expect(violation.reason == "parmesan: contains animal rennet; you chose vegetarian")
    }

    @Test func honeyIsOnlyForVegans() throws {
        #expect(try guardian().verdict(forIngredients: ["honey"], preferences: Self.vegetarian).isSafe)
        #expect(!(try guardian().verdict(forIngredients: ["honey"], preferences: DietaryPreferences(vegan: true)).isSafe))
    }

    @Test(arguments: ["soy sauce", "gravy granules"])
    func glutenHidesInSauces(line: String) throws {
        #expect(!(try guardian().verdict(forIngredients: [line], preferences: DietaryPreferences(glutenFree: true)).isSafe), "\(line)")
    }

    @Test func aLabelToCheckIsNeitherPassedNorHeldBack() throws {
        let glutenFree = DietaryPreferences(glutenFree: true)
        let stock = try guardian().verdict(forIngredients: ["stock cubes"], preferences: glutenFree)
        #expect(stock.isSafe && !stock.isFullyVerified)
        #expect(stock.unverified.first?.note == "\"stock cubes\" often contains gluten: check the label.")
        let yogurt = try guardian().verdict(forIngredients: ["fruit yogurt"], preferences: Self.vegetarian)
        #expect(yogurt.unverified.first?.mayContain == [.meat])
        #expect(try guardian().verdict(forIngredients: ["gluten-free stock cubes"], preferences: glutenFree).isFullyVerified)
        #expect(try guardian().verdict(forIngredients: ["tamari"], preferences: glutenFree).isFullyVerified)
    }

    @Test func anAIIdeaIsCheckedWithTheSameKnowledge() throws {
        let idea = LunchBoxIdea(name: "Pesto Pasta", ingredients: ["pasta (75 g)", "pesto (1 tbsp)", "parmesan shavings"], preparationSteps: ["Cook it."], origin: .ai(model: "m"))
        let screening = try guardian().screen([idea], preferences: Self.vegetarian)
        #expect(screening.heldBack.count == 1)
        #expect(screening.heldBackSummary?.contains("animal rennet") == true)
    }
}
