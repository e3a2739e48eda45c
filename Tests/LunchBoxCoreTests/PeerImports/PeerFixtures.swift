import Foundation
import LunchBoxCore

/// Small files in the formats of Mealie, Tandoor and Grocy, written by hand after each
/// app's own schema (see each fixture), built in code so no resource plumbing is needed.
enum PeerFixtures {
    static func file(_ path: String, _ json: String) -> PeerFile {
        PeerFile(path: path, data: Data(json.utf8))
    }

    /// One recipe as Mealie's API returns it (camelCase; `RecipeIngredient` with its
    /// computed `display`), with one ingredient parsed and one not.
    static let mealieRecipe = """
        {
          "id": "6f1a2b3c-0000-4000-8000-000000000001", "slug": "cheesy-rice", "name": "Cheesy <b>rice</b>",
          "description": "Quick lunch", "recipeYield": "2 servings", "tags": [{"name": "Lunch", "slug": "lunch"}],
          "settings": {"disableAmount": false},
          "recipeIngredient": [
            {"quantity": 2, "unit": {"name": "cup", "pluralName": "cups", "abbreviation": "c", "useAbbreviation": false},
             "food": {"name": "rice"}, "note": "", "isFood": true, "disableAmount": false, "display": "2 cups rice",
             "title": null, "originalText": "2 cups of rice", "referenceId": "0b0e0000-0000-4000-8000-000000000002"},
            {"quantity": 200, "unit": {"name": "gram", "abbreviation": "g", "useAbbreviation": true},
             "food": {"name": "cheddar"}, "note": "grated", "isFood": true, "disableAmount": false, "display": "",
             "originalText": null},
            {"quantity": 1, "unit": null, "food": null, "note": "a pinch of love", "isFood": false, "disableAmount": true,
             "display": "a pinch of love"}
          ],
          "recipeInstructions": [
            {"id": "0c0e0000-0000-4000-8000-000000000003", "title": "", "summary": "", "text": "Cook the rice.", "ingredientReferences": []},
            {"title": "To finish", "text": "Stir in the  cheddar.\\nServe."}
          ]
        }
        """

    /// The same kind of recipe as Mealie's data export writes it (`model_dump_json`,
    /// snake_case), ingredients never parsed: the note holds the whole line.
    static let mealieExportedRecipe = """
        {"id": "6f1a2b3c-0000-4000-8000-000000000010", "slug": "pancakes", "name": "Pancakes",
         "recipe_yield": "4", "settings": {"disable_amount": true},
         "recipe_ingredient": [
           {"quantity": 1.0, "unit": null, "food": null, "note": "2 eggs", "original_text": null, "disable_amount": true},
           {"quantity": 1.0, "unit": null, "food": null, "note": "1 1/2 cups flour", "disable_amount": true},
           "1 cup milk"
         ],
         "recipe_instructions": [{"text": "Whisk."}, {"text": "Fry."}]}
        """

    /// A Mealie backup's database.json (backups_v2: table name to rows), cut to the tables
    /// recipes need and a few others a real one holds; rows out of position order.
    static let mealieDatabase = """
        {
          "alembic_version": [{"version_num": "09aba125b57a"}],
          "users": [{"id": "u1", "username": "sam"}],
          "recipes": [
            {"id": "r-1", "slug": "egg-fried-rice", "name": "Egg fried rice", "description": null, "recipe_yield": "2", "group_id": "g"},
            {"id": "r-2", "slug": "empty", "name": "Empty", "recipe_yield": null},
            {"id": "r-3", "slug": "no-name", "name": "  ", "recipe_yield": null}
          ],
          "recipe_settings": [{"id": 1, "recipe_id": "r-1", "disable_amount": false}],
          "ingredient_units": [{"id": "unit-cup", "name": "cup", "plural_name": "cups", "abbreviation": "c", "use_abbreviation": false, "fraction": true}],
          "ingredient_foods": [{"id": "food-rice", "name": "rice", "plural_name": null}, {"id": "food-egg", "name": "egg", "plural_name": "eggs"}],
          "recipes_ingredients": [
            {"id": 2, "position": 1, "recipe_id": "r-1", "title": null, "note": "beaten", "unit_id": null, "food_id": "food-egg", "quantity": 2.0, "original_text": "2 eggs, beaten"},
            {"id": 1, "position": 0, "recipe_id": "r-1", "title": "Base", "note": "", "unit_id": "unit-cup", "food_id": "food-rice", "quantity": 1.5, "original_text": null},
            {"id": 3, "position": 2, "recipe_id": "r-3", "note": "1 egg", "quantity": 1.0}
          ],
          "recipe_instructions": [
            {"id": "i-2", "recipe_id": "r-1", "position": 1, "type": "", "title": null, "text": "Add the eggs."},
            {"id": "i-1", "recipe_id": "r-1", "position": 0, "type": "", "title": null, "text": "Fry the rice."}
          ]
        }
        """

    /// A `recipe.json` from Tandoor's export (`RecipeExportSerializer`), amounts as the
    /// serializer's decimals come out, a section header among the ingredients.
    static let tandoorRecipe = """
        {"name": "Cheese toastie", "description": "", "keywords": [{"name": "lunch", "description": ""}],
         "working_time": 5, "waiting_time": 0, "internal": true, "nutrition": null, "servings": 1, "servings_text": "", "source_url": null,
         "steps": [
           {"name": "", "instruction": "Grill until golden.", "time": 5, "order": 1, "show_as_header": false, "show_ingredients_table": true,
            "ingredients": [
              {"food": {"name": "tomato", "plural_name": "tomatoes", "ignore_shopping": false, "supermarket_category": null},
               "unit": null, "amount": 2.0, "note": "sliced", "order": 0, "is_header": false, "no_amount": false}
            ]},
           {"name": "Assemble", "instruction": "Butter the bread and add the cheddar.", "time": 0, "order": 0,
            "ingredients": [
              {"food": null, "unit": null, "amount": 0, "note": "Filling", "order": 0, "is_header": true, "no_amount": true},
              {"food": {"name": "bread", "plural_name": null}, "unit": {"name": "slice", "plural_name": "slices", "description": null},
               "amount": 2, "note": "", "order": 1, "is_header": false, "no_amount": false},
              {"food": {"name": "cheddar"}, "unit": {"name": "g", "plural_name": null}, "amount": "200", "note": null, "order": 2, "is_header": false, "no_amount": false},
              {"food": {"name": "butter"}, "unit": {"name": "tbsp"}, "amount": 0.5, "note": "", "order": 3, "is_header": false, "no_amount": false},
              {"food": {"name": "salt"}, "unit": null, "amount": 1, "note": "to taste", "order": 4, "is_header": false, "no_amount": true}
            ]}
         ]}
        """

    /// Grocy's `GET /api/stock` (`CurrentStockResponse`), numbers as text as older
    /// versions send them, one product that never expires and one that is not food.
    static let grocyStock = """
        [
          {"product_id": 1, "amount": "6", "amount_aggregated": "6", "amount_opened": "0", "best_before_date": "2026-05-04",
           "is_aggregated_amount": "0", "due_type": 2,
           "product": {"id": "1", "name": "Eggs", "qu_id_stock": "3", "qu_id_purchase": "3", "location_id": "2"}},
          {"product_id": 2, "amount": 0.5, "best_before_date": "2999-12-31", "due_type": 1,
           "product": {"id": 2, "name": "Basmati rice", "qu_id_stock": 4}},
          {"product_id": 3, "amount": 1, "best_before_date": "2999-12-31", "product": {"id": 3, "name": "Dish soap", "qu_id_stock": 3}},
          {"product_id": 4, "amount": 2, "best_before_date": "2026-04-30", "due_type": 1, "product": {"id": 4, "name": "Cheddar", "qu_id_stock": 9}}
        ]
        """

    /// Grocy's `GET /api/objects/quantity_units`.
    static let grocyQuantityUnits = """
        [{"id": 3, "name": "Piece", "name_plural": "Pieces", "description": null, "plural_forms": null},
         {"id": "4", "name": "Kilogram", "name_plural": "Kilograms", "description": null}]
        """
}
