import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Moving in from Mealie")
struct MealieImportTests {
    private func reader() throws -> PeerImportReader {
        PeerImportReader(lexicon: try KitchenGenerators.lexicon())
    }

    @Test func aRecipeFromMealiesAPIKeepsItsLinesAndSteps() throws {
        // Given one recipe as Mealie's API returns it
        let file = PeerFixtures.file("cheesy-rice.json", PeerFixtures.mealieRecipe)
        // When it is read
        let result = try reader().read([file])
        // Then its name loses the markup, its lines read as Mealie shows them, and each step is kept
        #expect(result.source == .mealie)
        #expect(result.recipes.map(\.name) == ["Cheesy rice"])
        #expect(result.recipes.first?.ingredients == ["2 cups rice", "200 g cheddar grated", "a pinch of love"])
        #expect(result.recipes.first?.preparationSteps == ["Cook the rice.", "Stir in the cheddar. Serve."])
        #expect(result.stock.isEmpty)
    }

    @Test func anIngredientNamingNoKnownFoodIsKeptAndNoted() throws {
        let result = try reader().read([PeerFixtures.file("cheesy-rice.json", PeerFixtures.mealieRecipe)])
        #expect(result.notMapped == [PeerImportNote(subject: "a pinch of love", recipe: "Cheesy rice", reason: .unknownIngredient)])
        #expect(result.notMapped.first?.text == "Cheesy rice, “a pinch of love”: not a food LunchBox knows, kept as written")
    }

    @Test func aRecipeFromAMealieDataExportReadsSnakeCaseAndUnparsedLines() throws {
        // Given the export's snake_case recipe, its ingredients never parsed (amounts off)
        let file = PeerFixtures.file("recipes/pancakes/pancakes.json", PeerFixtures.mealieExportedRecipe)
        let result = try reader().read([file])
        // Then each line is the note as written, and the plain-text line comes along too
        #expect(result.recipes.first?.name == "Pancakes")
        #expect(result.recipes.first?.ingredients == ["2 eggs", "1 1/2 cups flour", "1 cup milk"])
        #expect(result.recipes.first?.preparationSteps == ["Whisk.", "Fry."])
        #expect(result.notMapped.isEmpty)
    }

    @Test func aBackupJoinsItsTablesByRecipeInPositionOrder() throws {
        // Given a backup's database.json, rows out of order, among a user table and photos
        let files = [
            PeerFixtures.file("database.json", PeerFixtures.mealieDatabase),
            PeerFile(path: "data/recipes/r-1/images/original.webp", data: Data([0x52, 0x49, 0x46, 0x46, 0x00])),
        ]
        let result = try reader().read(files)
        // Then the recipe is whole, in order, amounts and plurals as Mealie shows them
        #expect(result.source == .mealie)
        #expect(result.recipes.map(\.name) == ["Egg fried rice"])
        #expect(result.recipes.first?.ingredients == ["1 1/2 cups rice", "2 eggs beaten"])
        #expect(result.recipes.first?.preparationSteps == ["Fry the rice.", "Add the eggs."])
        // And the recipes that cannot come along are named, with why
        #expect(result.notMapped.map(\.text) == ["Empty: no ingredients", "The recipe “no-name”: no name"])
    }

    @Test func aWebPagesRecipeIsNotTakenForMealies() throws {
        let schemaOrg = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 carrot"]}"#
        #expect(throws: PeerImportError.notRecognised) { try reader().read([PeerFixtures.file("soup.json", schemaOrg)]) }
    }
}
