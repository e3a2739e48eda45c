import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

@Suite("Shopping list from the command line")
struct PlannerShoppingListCommandTests {
    @Test func listsWhatThePlannedMealsNeedMinusTheInventory() async throws {
        // Given next week's plan and an inventory spelled differently from the meals
        let cli = try await PlannerMealsCommandTests.library()
        await cli.run("inventory", "add", "Tortillas", "LETTUCE", "cherry tomato")
        await cli.run("plan", "assign", "1", "mon", "wed")
        await cli.run("plan", "assign", "2", "tue")
        await cli.run("plan", "assign", "3", "thu")

        // When the shopping list for next week is printed
        let run = await cli.run("shopping-list", "--week", "+1")

        // Then it has what is missing, merged, sorted, with how many meals need each
        #expect(run.status == 0)
        #expect(
            run.output == """
                To buy for Monday, Nov 23, 2026 to Sunday, Nov 29, 2026 (4 planned meals):
                  [ ] Chicken    for 2 meals
                  [ ] mayo       for 2 meals
                  [ ] pasta      for 1 meal
                  [ ] Rice       for 1 meal
                  [ ] soy sauce  for 1 meal
                  [ ] tofu       for 1 meal
                Tick one off with: lunchbox shopping-list bought ITEM --week +1

                """)
        let json = await cli.run("shopping-list", "--week", "+1", "--json")
        let list = try PlannerJSON.decode(ShoppingList.self, from: Data(json.output.utf8))
        #expect(list.items.map(\.name) == ["Chicken", "mayo", "pasta", "Rice", "soy sauce", "tofu"])
        #expect(list.items.first?.mealCount == 2)
        #expect(list.items.first?.meals == ["Chicken wrap"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["start"] as? String == "2026-11-23")
        #expect(object["end"] as? String == "2026-11-29")
        #expect(object["plannedMealCount"] as? Int == 4)
    }

    @Test func anEmptyWeekAndAFullInventorySaySo() async throws {
        let cli = try await PlannerMealsCommandTests.library()
        let empty = await cli.run("shopping-list")
        #expect(empty.status == 0)
        #expect(empty.output.contains("Nothing is planned for Monday, Nov 16, 2026 to Sunday, Nov 22, 2026, so there is nothing to buy."))
        #expect(try PlannerJSON.decode(ShoppingList.self, from: Data(await cli.run("shopping-list", "--json").output.utf8)).isEmpty)

        await cli.run("plan", "assign", "3", "today")
        await cli.run("inventory", "add", "Pasta", "cherry tomatoes")
        #expect(await cli.run("shopping-list").output == "The inventory has everything the 1 planned meal for Monday, Nov 16, 2026 to Sunday, Nov 22, 2026 needs.\n")
    }

    @Test func anItemTickedOffStaysTickedForThatWeekAndCanGoToTheKitchen() async throws {
        // Given next week's list
        let cli = try await PlannerMealsCommandTests.library()
        await cli.run("plan", "assign", "1", "mon", "--week", "+1")

        // When chicken is ticked off by another name of the food, and mayo bought into the kitchen
        let bought = await cli.run("shopping-list", "bought", "chickens", "--week", "+1")
        #expect(bought.status == 0)
        #expect(bought.output == "Ticked off Chicken.\n")
        let json = await cli.run("shopping-list", "bought", "Mayo", "--add-to-kitchen", "--week", "+1", "--json")
        let mayo = try PlannerJSON.decode(ShoppingList.Item.self, from: Data(json.output.utf8))
        #expect(mayo.isBought)

        // Then the list shows chicken ticked, mayo gone (it is in the kitchen), this week untouched
        let list = try PlannerJSON.decode(ShoppingList.self, from: Data(await cli.run("shopping-list", "--week", "+1", "--json").output.utf8))
        #expect(list.items.first { $0.name == "Chicken" }?.isBought == true)
        #expect(!list.items.contains { $0.name == "mayo" })
        #expect(await cli.run("inventory", "list").output.contains("mayo"))
        #expect(await cli.run("shopping-list", "--week", "+1").output.contains("[x] Chicken"))

        // And undo puts it back; an item not on the list is a clear error
        #expect(await cli.run("shopping-list", "bought", "chicken", "--undo", "--week", "+1").output == "Put Chicken back on the list.\n")
        let missing = await cli.run("shopping-list", "bought", "caviar", "--week", "+1")
        #expect(missing.status == 1)
        #expect(missing.errors.contains("\"caviar\" is not on this week's shopping list"))
    }

    @Test func staplesAreLeftOffUnlessAsked() async throws {
        let cli = try await PlannerMealsCommandTests.library()
        await cli.run("meals", "add", "Soup", "--component", "salt", "--component", "water", "--component", "leeks")
        let listed = await cli.run("meals", "list", "--json")
        let meals = try PlannerJSON.decode([Meal].self, from: Data(listed.output.utf8))
        let number = try #require(meals.firstIndex { $0.description == "Soup" }) + 1
        await cli.run("plan", "assign", String(number), "today")
        let plain = await cli.run("shopping-list")
        #expect(plain.output.contains("[ ] leeks"))
        #expect(!plain.output.contains("[ ] salt"))
        #expect(plain.output.contains("Assumed in the kitchen: salt, water (list them with --include-staples)."))
        let all = await cli.run("shopping-list", "--include-staples")
        #expect(all.output.contains("[ ] salt"))
        #expect(all.output.contains("[ ] water"))
    }
}
