import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Moving in from Tandoor")
struct TandoorImportTests {
    private func reader() throws -> PeerImportReader {
        PeerImportReader(lexicon: try KitchenGenerators.lexicon())
    }

    @Test func aRecipeReadsItsStepsInOrderWithTheirIngredients() throws {
        // Given a recipe.json as Tandoor's export puts one in each recipe's zip
        let file = PeerFixtures.file("17.zip/recipe.json", PeerFixtures.tandoorRecipe)
        // When it is read
        let result = try reader().read([file])
        // Then steps follow their order, headers are left out, amounts read as a household writes them
        #expect(result.source == .tandoor)
        #expect(result.recipes.first?.name == "Cheese toastie")
        #expect(result.recipes.first?.ingredients == ["2 slices bread", "200 g cheddar", "1/2 tbsp butter", "salt, to taste", "2 tomatoes, sliced"])
        #expect(result.recipes.first?.preparationSteps == ["Butter the bread and add the cheddar.", "Grill until golden."])
        #expect(result.notMapped.isEmpty)
    }

    @Test func manyRecipesFromOneExportAllComeAlong() throws {
        let files = (1...3).map { PeerFixtures.file("\($0).zip/recipe.json", PeerFixtures.tandoorRecipe.replacingOccurrences(of: "Cheese toastie", with: "Toastie \($0)")) }
        let result = try reader().read(files + [PeerFile(path: "1.zip/image.jpg", data: Data([0xFF, 0xD8, 0xFF]))])
        #expect(result.recipes.map(\.name) == ["Toastie 1", "Toastie 2", "Toastie 3"])
    }

    @Test func aRecipeWithoutIngredientsIsLeftOutAndNoted() throws {
        let empty = #"{"name": "Pancakes", "steps": [{"instruction": "Mix.", "ingredients": []}], "working_time": 0, "internal": true}"#
        let result = try reader().read([PeerFixtures.file("2.zip/recipe.json", empty)])
        #expect(result.recipes.isEmpty)
        #expect(result.notMapped.map(\.text) == ["Pancakes: no ingredients"])
    }
}
