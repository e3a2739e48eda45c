import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Moving in: damaged and hostile uploads")
struct PeerImportLimitsTests {
    private func reader() throws -> PeerImportReader {
        PeerImportReader(lexicon: try KitchenGenerators.lexicon())
    }

    private func mealieRecipes(_ count: Int, ingredients: Int = 1) -> String {
        let lines = Array(repeating: #""1 cup rice""#, count: ingredients).joined(separator: ",")
        return "[" + (0..<count).map { #"{"name": "Rice \#($0)", "recipeIngredient": [\#(lines)]}"# }.joined(separator: ",") + "]"
    }

    @Test func nothingUploadedIsEmpty() throws {
        #expect(throws: PeerImportError.empty) { try reader().read([]) }
        #expect(throws: PeerImportError.empty) { try reader().read([PeerFixtures.file("stock.json", " \n ")]) }
    }

    @Test func aFileOfNoKnownAppIsNotRecognised() throws {
        #expect(throws: PeerImportError.notRecognised) { try reader().read([PeerFixtures.file("notes.txt", "eggs, milk")]) }
        #expect(throws: PeerImportError.notRecognised) { try reader().read([PeerFixtures.file("other.json", #"{"hello": [1, 2]}"#)]) }
    }

    @Test func brokenJSONNamesItsFile() throws {
        let broken = PeerFixtures.file("recipes/pancakes.json", #"{"name": "Pancakes", "recipeIngredient": ["#)
        #expect(throws: PeerImportError.malformedJSON(file: "recipes/pancakes.json")) { try reader().read([broken]) }
    }

    @Test func aNestingBombIsRefusedBeforeItIsParsed() throws {
        let bomb = PeerFixtures.file("stock.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(throws: PeerImportError.tooDeep(file: "stock.json")) { try reader().read([bomb]) }
    }

    @Test func moreBytesThanAnyExportAreRefused() throws {
        let huge = PeerFile(path: "database.json", data: Data(repeating: UInt8(ascii: " "), count: PeerImportReader.maximumBytes + 1))
        #expect(throws: PeerImportError.tooLarge(maximumBytes: PeerImportReader.maximumBytes)) { try reader().read([huge]) }
    }

    @Test func moreFilesThanAnyExportAreRefused() throws {
        let files = (0...PeerImportReader.maximumFiles).map { PeerFile(path: "\($0).zip/recipe.json", data: Data()) }
        #expect(throws: PeerImportError.tooManyFiles(maximum: PeerImportReader.maximumFiles)) { try reader().read(files) }
    }

    @Test func moreRecipesThanTheLibraryHoldsAreRefused() throws {
        let limit = PeerImportReader.maximumRecipes
        #expect(try reader().read([PeerFixtures.file("recipes.json", mealieRecipes(limit))]).recipes.count == limit)
        #expect(throws: PeerImportError.tooManyRecipes(maximum: limit)) { try reader().read([PeerFixtures.file("recipes.json", mealieRecipes(limit + 1))]) }
        let tandoor = (0...limit).map { PeerFixtures.file("\($0).zip/recipe.json", PeerFixtures.tandoorRecipe) }
        #expect(throws: PeerImportError.tooManyRecipes(maximum: limit)) { try reader().read(tandoor) }
    }

    @Test func aRecipeWithMoreIngredientsThanAMealHoldsIsLeftOut() throws {
        let maximum = RecipeImport.maximumIngredients
        let result = try reader().read([PeerFixtures.file("recipes.json", mealieRecipes(1, ingredients: maximum + 1))])
        #expect(result.recipes.isEmpty)
        #expect(result.notMapped == [PeerImportNote(subject: "Rice 0", reason: .tooManyIngredients(maximum: maximum))])
        #expect(try reader().read([PeerFixtures.file("recipes.json", mealieRecipes(1, ingredients: maximum))]).recipes.first?.ingredients.count == maximum)
    }

    /// A name of a million characters, unclosed tags all the way, is left out with a note
    /// that quotes only its start. (How long it takes is a benchmark's to say, not a test's:
    /// the quadratic tag cleaning this guards against took minutes.)
    @Test func aHostileNameIsNoted() throws {
        let name = String(repeating: "<a", count: 500_000)
        let recipe = #"{"name": "\#(name)", "recipeIngredient": ["1 cup rice"]}"#
        let result = try reader().read([PeerFixtures.file("recipe.json", recipe)])
        #expect(result.recipes.isEmpty)
        #expect(result.notMapped.first?.reason == .tooLong(maximum: Meal.maximumDescriptionLength))
        #expect((result.notMapped.first?.subject.count ?? .max) <= 80)
    }

    @Test func filesFromTwoAppsAreRefused() throws {
        let files = [PeerFixtures.file("stock.json", PeerFixtures.grocyStock), PeerFixtures.file("1.zip/recipe.json", PeerFixtures.tandoorRecipe)]
        #expect(throws: PeerImportError.mixedApps) { try reader().read(files) }
    }

    @Test func aStockListLongerThanAnyPantryIsRefused() throws {
        let rows = (0...PeerImportReader.maximumProducts).map { #"{"amount": 1, "product": {"name": "Soap \#($0)"}}"# }
        #expect(throws: PeerImportError.tooManyProducts(maximum: PeerImportReader.maximumProducts)) {
            try reader().read([PeerFixtures.file("stock.json", "[" + rows.joined(separator: ",") + "]")])
        }
    }

    @Test func moreFoodsThanTheKitchenKeepsAreRefused() throws {
        let rows = (0...Inventory.maximumItemCount).map { #"{"amount": \#($0 + 1), "product": {"name": "Rice"}}"# }
        #expect(throws: PeerImportError.tooManyFoods(maximum: Inventory.maximumItemCount)) {
            try reader().read([PeerFixtures.file("stock.json", "[" + rows.joined(separator: ",") + "]")])
        }
    }

    @Test(arguments: [
        PeerImportError.empty, .notRecognised, .mixedApps, .malformedJSON(file: "a\u{202E}b.json"), .tooDeep(file: "x.json"), .tooLarge(maximumBytes: 64 * 1024 * 1024),
        .tooManyFiles(maximum: 10), .tooManyRecipes(maximum: 5_000), .tooManyProducts(maximum: 2_000), .tooManyFoods(maximum: 500), .damagedArchive, .unsafePath("../etc/passwd"),
    ])
    func everyErrorSaysWhatToDoInPlainWords(_ error: PeerImportError) {
        let message = UserFacingError(error)
        #expect(message.kind == .input)
        #expect(!message.title.isEmpty && message.message.hasSuffix("."))
        #expect(!message.message.unicodeScalars.contains { $0.properties.generalCategory == .format }, "no direction overrides from a file name")
    }
}
