import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxUseCases

/// Issue 40: the kitchen field's suggestions are the use case's, read with KitchenEntry's
/// amounts; the page's script only places them.
@Suite struct FoodSuggestionTests {
    @Test func theFoodBeingTypedIsCompletedWithWhatCameBefore() throws {
        let inventory = try TestUseCases.make().useCases.inventory
        #expect(inventory.suggestions(for: "eggs, 2 chedd").first == "eggs, 2 cheddar")
        #expect(inventory.suggestions(for: "half a loaf of brea").contains("half a loaf of bread"))
        #expect(inventory.suggestions(for: "200 g past").contains("200 g pasta"))
        #expect(inventory.suggestions(for: "eggs; tuna").first == "eggs; tuna")
    }

    /// Issue 41, item 4: US amounts stay in front as metric ones do, read by the same rule.
    @Test func usCustomaryAmountsStayInFrontOfTheFood() throws {
        let inventory = try TestUseCases.make().useCases.inventory
        #expect(inventory.suggestions(for: "16 fl oz mil").contains("16 fl oz milk"))
        #expect(inventory.suggestions(for: "8 oz chedd").first == "8 oz cheddar")
        #expect(inventory.suggestions(for: "1.5 lbs chick").contains("1.5 lbs chicken"))
        #expect(inventory.suggestions(for: "½ cup ric").contains("½ cup rice"))
    }

    @Test func namesStartingWithTheWordComeBeforeNamesHoldingIt() throws {
        let suggestions = try TestUseCases.make().useCases.inventory.suggestions(for: "bread", limit: 50)
        let firstInside = try #require(suggestions.firstIndex { !$0.hasPrefix("bread") })
        #expect(suggestions[..<firstInside].allSatisfy { $0.hasPrefix("bread") })
        #expect(suggestions[firstInside...].allSatisfy { $0.contains(" bread") })
    }

    @Test(arguments: ["", "e", "eggs, ", "2 ", "eggs x6", "!!"])
    func tooLittleOrNoFoodBeingTypedSuggestsNothing(typed: String) throws {
        #expect(try TestUseCases.make().useCases.inventory.suggestions(for: typed).isEmpty)
    }
}
