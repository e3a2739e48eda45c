import Foundation
import LunchBoxCore
import LunchBoxTesting
import Testing

/// Issue 42, item 4: exports of Mealie, Tandoor and Grocy, written as their documented
/// formats are (Mealie's recipe schema and backup tables, Tandoor's recipe.json, Grocy's
/// /api/stock), read into recipes and kitchen items, with what could not be mapped.
@Suite("Moving in from other kitchen apps")
struct MoveInTests {
    let lexicon: FoodLexicon

    init() throws {
        lexicon = try KitchenGenerators.lexicon()
    }

    func read(_ json: String) throws -> MoveIn {
        try MoveIn.read(Data(json.utf8), lexicon: lexicon)
    }

    @Test func aMealieRecipeBecomesAnIdeaWithItsLinesAndSteps() throws {
        let recipe = try read(
            """
            {"name": "Cheese Sandwich", "slug": "cheese-sandwich", "recipeIngredient": [
              {"quantity": 2.0, "unit": {"name": "slice"}, "food": {"name": "wholemeal bread"}, "note": "", "display": "2 slices wholemeal bread"},
              {"quantity": 40, "unit": {"name": "g"}, "food": {"name": "cheddar"}, "note": "sliced", "display": ""},
              {"quantity": 1, "unit": null, "food": null, "note": "a pinch of moon dust"}],
             "recipeInstructions": [{"title": "", "text": "Butter the bread."}, {"text": "Close and cut."}]}
            """)
        #expect(recipe.source == .mealie)
        #expect(recipe.recipes.map(\.name) == ["Cheese Sandwich"])
        #expect(recipe.recipes[0].ingredients == ["2 slices wholemeal bread", "40 g cheddar (sliced)", "a pinch of moon dust"])
        #expect(recipe.recipes[0].preparationSteps == ["Butter the bread.", "Close and cut."])
        #expect(recipe.notMapped == ["Cheese Sandwich: “a pinch of moon dust” is not a food LunchBox knows (kept as written)"])
    }

    @Test func aMealieBackupsTablesAreJoinedIntoRecipes() throws {
        let backup = try read(
            """
            {"recipes": [{"id": "r1", "name": "Rice Bowl"}, {"id": "r2", "name": "Empty"}],
             "recipes_ingredients": [
               {"recipe_id": "r1", "position": 1, "quantity": 1, "unit_id": "u1", "food_id": "f2", "note": ""},
               {"recipe_id": "r1", "position": 0, "quantity": 2, "unit_id": null, "food_id": "f1", "note": "hard-boiled"}],
             "recipe_instructions": [{"recipe_id": "r1", "position": 0, "text": "Cook the rice."}],
             "ingredient_foods": [{"id": "f1", "name": "eggs"}, {"id": "f2", "name": "rice"}],
             "ingredient_units": [{"id": "u1", "name": "cup"}]}
            """)
        #expect(backup.source == .mealie)
        #expect(backup.recipes.map(\.ingredients) == [["2 eggs (hard-boiled)", "1 cup rice"]])
        #expect(backup.notMapped == ["Empty: no ingredients, left out"])
    }

    @Test func aTandoorRecipeJsonReadsItsSteps() throws {
        let recipe = try read(
            """
            {"name": "Hummus Wrap", "servings": 1, "steps": [
              {"instruction": "Spread the hummus.", "ingredients": [
                {"food": {"name": "tortilla wraps"}, "unit": null, "amount": 1, "note": "", "is_header": false, "no_amount": false},
                {"food": {"name": "Filling"}, "unit": null, "amount": 0, "is_header": true},
                {"food": {"name": "hummus"}, "unit": {"name": "tbsp"}, "amount": 2.5, "note": "", "no_amount": false}]},
              {"instruction": "Roll it up.", "ingredients": [{"food": {"name": "salt"}, "amount": 0, "no_amount": true}]}]}
            """)
        #expect(recipe.source == .tandoor)
        #expect(recipe.recipes[0].ingredients == ["1 tortilla wraps", "2.5 tbsp hummus", "salt"])
        #expect(recipe.recipes[0].preparationSteps == ["Spread the hummus.", "Roll it up."])
    }

    @Test func grocysStockBecomesTheKitchenAndWhatIsNoFoodIsReported() throws {
        let stock = try read(
            """
            [{"product_id": 1, "amount": "6", "best_before_date": "2026-12-05", "product": {"id": 1, "name": "Eggs"},
              "quantity_unit_stock": {"name": "Piece", "name_plural": "Pieces"}},
             {"product_id": 2, "amount": 1, "best_before_date": "2999-12-31", "product": {"id": 2, "name": "Rice"}},
             {"product_id": 3, "amount": "2", "best_before_date": "2026-12-01", "product": {"id": 3, "name": "Dish soap"}}]
            """)
        #expect(stock.source == .grocy)
        #expect(stock.stock.map(\.name) == ["Eggs", "Rice"])
        #expect(stock.stock.map(\.quantity) == ["6 pieces", "1"])
        #expect(stock.stock.map(\.bestBefore) == [CalendarDay(year: 2026, month: 12, day: 5), nil])
        #expect(stock.notMapped == ["Dish soap: not a food LunchBox knows, left out"])
    }

    @Test func whatNoAppWroteIsRefusedInWords() {
        for text in ["", "not json", "{}", "[]", "{\"name\": \"x\"}", String(repeating: "[", count: 500) + String(repeating: "]", count: 500)] {
            #expect(throws: MoveInError.notAnExport) { try read(text) }
        }
        #expect(throws: MoveInError.nothingToBringIn("Dish soap: not a food LunchBox knows, left out")) {
            try read(#"[{"amount": 1, "product": {"name": "Dish soap"}}]"#)
        }
        #expect(throws: MoveInError.tooLarge(maximumBytes: MoveIn.maximumBytes)) {
            try MoveIn.read(Data(count: MoveIn.maximumBytes + 1), lexicon: lexicon)
        }
    }
}
