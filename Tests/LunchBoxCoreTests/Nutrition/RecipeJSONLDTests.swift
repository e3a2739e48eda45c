import Foundation
import LunchBoxCore
import Testing

@Suite("schema.org Recipe JSON-LD")
struct RecipeJSONLDTests {
    static let lexicon = try! FoodLexicon.bundled()
    let recipes = RecipeJSONLD(
        dietaryGuard: DietaryGuard(lexicon: Self.lexicon), estimator: NutritionEstimator(lexicon: Self.lexicon, table: try! NutritionTable.bundled()))
    let idea = LunchBoxIdea(
        name: "Egg & Spinach Rice </script><script>alert(1)</script>", ingredients: ["brown rice (60 g uncooked)", "eggs (2)", "spinach (a handful)"],
        preparationSteps: ["Cook the rice for 25 minutes.", "Scramble the eggs for 3-4 min.", "Pack it."], origin: .offlineChef)

    @Test func aRecipeWithStepsNutritionDietsAndTime() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(recipes.json(for: idea).utf8)) as? [String: Any])
        #expect(object["@context"] as? String == "https://schema.org")
        #expect(object["@type"] as? String == "Recipe")
        #expect(object["recipeIngredient"] as? [String] == idea.ingredients)
        let steps = try #require(object["recipeInstructions"] as? [[String: String]])
        #expect(steps.map { $0["@type"] } == ["HowToStep", "HowToStep", "HowToStep"])
        #expect(steps.first?["text"] == "Cook the rice for 25 minutes.")
        #expect(object["totalTime"] as? String == "PT29M")
        let nutrition = try #require(object["nutrition"] as? [String: String])
        #expect(nutrition["@type"] == "NutritionInformation")
        #expect(nutrition["calories"]?.hasSuffix(" kcal") == true)
        // Eggs: vegetarian and gluten-free, not vegan.
        let diets = try #require(object["suitableForDiet"] as? [String])
        #expect(diets.contains("https://schema.org/VegetarianDiet"))
        #expect(!diets.contains("https://schema.org/VeganDiet"))
    }

    @Test func htmlSafeJSONCannotCloseTheScriptElement() throws {
        let safe = RecipeJSONLD.htmlSafe(recipes.json(for: idea))
        #expect(!safe.contains("</script"))
        #expect(!safe.contains("<"))
        // The same JSON after escaping.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(safe.utf8)) as? [String: Any])
        #expect(object["name"] as? String == idea.name)
    }

    @Test func anExportedRecipeImportsAsTheSameIdea() throws {
        let imported = try RecipeImport.idea(from: Data(recipes.json(for: idea).utf8))
        #expect(imported.name == idea.name.replacingOccurrences(of: "</script><script>alert(1)</script>", with: "alert(1)"))
        #expect(imported.ingredients == idea.ingredients)
        #expect(imported.preparationSteps == idea.preparationSteps)
    }

    @Test func importsTheShapesSitesPublish() throws {
        let graph =
            #"{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":["Recipe","Thing"],"name":"Soup","recipeIngredient":["2 carrots","1 onion"],"recipeInstructions":[{"@type":"HowToSection","itemListElement":[{"@type":"HowToStep","text":"Chop."}]},"Simmer."]}]}"#
        let idea = try RecipeImport.idea(from: Data(graph.utf8))
        #expect(idea.name == "Soup")
        #expect(idea.preparationSteps == ["Chop.", "Simmer."])
        let page = "<html><head><script type=\"application/ld+json\">\(graph)</script></head></html>"
        #expect(try RecipeImport.idea(from: Data(page.utf8)).ingredients == ["2 carrots", "1 onion"])
    }

    @Test func hostileOrBrokenInputGetsAClearError() {
        #expect(throws: RecipeImportError.notJSON) { try RecipeImport.idea(from: Data("not json at all".utf8)) }
        #expect(throws: RecipeImportError.noRecipe) { try RecipeImport.idea(from: Data(#"{"@type":"Person","name":"x"}"#.utf8)) }
        #expect(throws: RecipeImportError.missingName) { try RecipeImport.idea(from: Data(#"{"@type":"Recipe","recipeIngredient":["a"]}"#.utf8)) }
        #expect(throws: RecipeImportError.noIngredients) { try RecipeImport.idea(from: Data(#"{"@type":"Recipe","name":"x"}"#.utf8)) }
        #expect(throws: RecipeImportError.tooDeep) { try RecipeImport.idea(from: Data((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8)) }
        #expect(throws: RecipeImportError.tooLarge(maximumBytes: RecipeImport.maximumBytes)) {
            try RecipeImport.idea(from: Data(repeating: 0x20, count: RecipeImport.maximumBytes + 1))
        }
        #expect(throws: RecipeImportError.notJSON) { try RecipeImport.idea(from: Data([0xFF, 0xFE, 0x00])) }
        let many = (0...RecipeImport.maximumIngredients).map { "\"item \($0)\"" }.joined(separator: ",")
        #expect(throws: RecipeImportError.tooManyIngredients(maximum: RecipeImport.maximumIngredients)) {
            try RecipeImport.idea(from: Data(#"{"@type":"Recipe","name":"x","recipeIngredient":[\#(many)]}"#.utf8))
        }
    }

    @Test func importedTextLosesMarkup() throws {
        let json = #"{"@type":"Recipe","name":"<b>Tuna</b> &amp; rice","recipeIngredient":["<a href='x'>tuna</a>  (1 tin)"]}"#
        let idea = try RecipeImport.idea(from: Data(json.utf8))
        #expect(idea.name == "Tuna & rice")
        #expect(idea.ingredients == ["tuna (1 tin)"])
    }
}
