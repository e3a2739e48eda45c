import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Moving in from Grocy")
struct GrocyImportTests {
    private func reader() throws -> PeerImportReader {
        PeerImportReader(lexicon: try KitchenGenerators.lexicon())
    }

    @Test func theStockListBecomesKitchenFoodWithDatesAndUnits() throws {
        // Given Grocy's stock list and its quantity units
        let files = [PeerFixtures.file("stock.json", PeerFixtures.grocyStock), PeerFixtures.file("quantity_units.json", PeerFixtures.grocyQuantityUnits)]
        // When they are read
        let result = try reader().read(files)
        // Then each food keeps its name, amount, unit, date and what the date means
        #expect(result.source == .grocy)
        #expect(result.stock.map(\.name) == ["Eggs", "Basmati rice", "Cheddar"])
        #expect(result.stock.map(\.quantity) == ["6 Pieces", "0.5 Kilograms", "2"])
        #expect(result.stock.map(\.bestBefore) == [CalendarDay(year: 2026, month: 5, day: 4), nil, CalendarDay(year: 2026, month: 4, day: 30)])
        #expect(result.stock.map(\.dateKind) == [.useBy, nil, .bestBefore])
        #expect(result.recipes.isEmpty)
    }

    @Test func aProductThatIsNotFoodIsLeftOutAndNoted() throws {
        let result = try reader().read([PeerFixtures.file("stock.json", PeerFixtures.grocyStock)])
        #expect(!result.stock.contains { $0.name == "Dish soap" })
        #expect(result.notMapped.map(\.text) == ["Dish soap: not a food LunchBox knows"])
    }

    @Test func withoutQuantityUnitsTheAmountStandsAlone() throws {
        let result = try reader().read([PeerFixtures.file("stock.json", PeerFixtures.grocyStock)])
        #expect(result.stock.map(\.quantity) == ["6", "0.5", "2"])
    }

    @Test func everyItemPassesTheKitchensOwnValidation() throws {
        let result = try reader().read([PeerFixtures.file("stock.json", PeerFixtures.grocyStock)])
        for item in result.stock { #expect(try item.validated() == item) }
    }
}
