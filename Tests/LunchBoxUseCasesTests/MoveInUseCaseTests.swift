import Foundation
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@Suite("Moving in, end to end over the store")
struct MoveInUseCaseTests {
    /// Recipes become favorites and meals (a meal already in the library is not added
    /// twice), stock becomes the kitchen, and the report says so.
    @Test func recipesAndStockComeInWithAReport() async throws {
        let database = try AppDatabase.inMemory()
        let moveIn = MoveInUseCase(lexicon: try KitchenGenerators.lexicon(), archives: AsIs(), store: database, clock: FixedClock(TestUseCases.monday))
        let recipe = #"{"name": "Egg Rice", "recipeIngredient": ["2 eggs", "1 cup rice", "moon dust"], "recipeInstructions": [{"text": "Fry."}]}"#
        let first = try await moveIn.bringIn(Data(recipe.utf8), named: "export.json")
        #expect(first.summary == "From Mealie: 1 recipe became a favorite and 1 new meal. 1 thing could not be mapped.")
        let again = try await moveIn.bringIn(Data(recipe.utf8), named: "export.json")
        #expect(again.counts == MoveInCounts(foods: 0, meals: 0, mealsAlready: 1, favorites: 1))
        #expect(try await database.meals().count == 1)
        #expect(try await database.favorites().map(\.name) == ["Egg Rice", "Egg Rice"])

        let stock = #"[{"amount": 6, "product": {"name": "Eggs"}}, {"amount": 1, "product": {"name": "Dish soap"}}]"#
        let report = try await moveIn.bringIn(Data(stock.utf8), named: "export.json")
        #expect(report.summary == "From Grocy: 1 food went into the kitchen. 1 thing could not be mapped.")
        #expect(try await database.inventory().items.map(\.name) == ["Eggs"])
    }
}

/// An upload taken as the one file it is (the zip reader is Live's, tested there).
private struct AsIs: PeerArchiveReading {
    func files(in upload: Data, named name: String) throws -> [PeerFile] {
        [PeerFile(path: name, data: upload)]
    }
}
