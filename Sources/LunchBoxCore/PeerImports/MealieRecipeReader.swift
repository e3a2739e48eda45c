/// Reads one recipe as Mealie's API returns it and its exports hold it (`recipes/<slug>/
/// <slug>.json` in a data export, in snake_case; the API's JSON in camelCase): name,
/// `recipeIngredient` as parsed objects or plain lines, `recipeInstructions` as steps.
enum MealieRecipeReader {
    /// Keys only a Mealie recipe has, in either spelling; a schema.org recipe shares
    /// `recipeIngredient`, so `@type` rules it out (`PeerFileKind`).
    static let recipeKeys: Set<String> = ["recipeIngredient", "recipe_ingredient", "recipeInstructions", "recipe_instructions"]

    static func draft(from recipe: PeerJSON, file: String) -> PeerRecipeDraft {
        let disablesAmount = recipe["settings"]?["disableAmount", "disable_amount"]?.flag
        let ingredients = (recipe["recipeIngredient", "recipe_ingredient"]?.array ?? []).map { ingredient in
            if case .string(let line) = ingredient { return PeerRecipeDraft.Ingredient(line: line) }
            return self.ingredient(ingredient, recipeDisablesAmount: disablesAmount).draft
        }
        let steps = (recipe["recipeInstructions", "recipe_instructions"]?.array ?? []).compactMap { step in
            if case .string(let text) = step { return text }
            return step["text"]?.text
        }
        let slug = recipe["slug"]?.text
        return PeerRecipeDraft(name: recipe["name"]?.text, ingredients: ingredients, steps: steps, whereFound: slug.map { "The recipe “\($0)”" } ?? "A recipe in \(file)")
    }

    private static func ingredient(_ json: PeerJSON, recipeDisablesAmount: Bool?) -> MealieIngredient {
        let isFood = json["isFood", "is_food"]?.flag ?? json["disableAmount", "disable_amount"]?.flag.map { !$0 } ?? recipeDisablesAmount.map { !$0 }
        return MealieIngredient(
            quantity: json["quantity"]?.number, unit: MealieIngredient.Unit(json: json["unit"]), food: MealieIngredient.Food(json: json["food"]),
            note: json["note"]?.text, originalText: json["originalText", "original_text"]?.text, display: json["display"]?.text, isFood: isFood)
    }
}
