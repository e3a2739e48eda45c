/// The tables of a Mealie backup's `database.json` (recipes, recipes_ingredients,
/// recipe_instructions, ingredient_foods, ingredient_units), joined into recipes in the
/// order Mealie shows their ingredients and steps.
struct MealieBackup {
    let recipes: [MoveInReader.Recipe]

    init(tables: [String: Any]) {
        func rows(_ name: String) -> [[String: Any]] { tables[name] as? [[String: Any]] ?? [] }
        func names(_ table: String) -> [String: String] {
            var names: [String: String] = [:]
            for row in rows(table) {
                if let id = row["id"], let name = row["name"] as? String, names["\(id)"] == nil { names["\(id)"] = name }
            }
            return names
        }
        let foods = names("ingredient_foods")
        let units = names("ingredient_units")
        func position(_ row: [String: Any]) -> Int { (row["position"] as? Int) ?? Int.max }
        let ingredients = Dictionary(grouping: rows("recipes_ingredients"), by: { "\($0["recipe_id"] ?? "")" })
        let steps = Dictionary(grouping: rows("recipe_instructions"), by: { "\($0["recipe_id"] ?? "")" })
        recipes = rows("recipes").map { recipe in
            let id = "\(recipe["id"] ?? "")"
            let lines = (ingredients[id] ?? []).sorted { position($0) < position($1) }.compactMap { row -> String? in
                if let original = row["original_text"] as? String, !original.isEmpty { return original }
                return MoveInReader.line(
                    amount: MoveInReader.number(row["quantity"]), unit: row["unit_id"].flatMap { units["\($0)"] },
                    food: row["food_id"].flatMap { foods["\($0)"] }, note: row["note"] as? String)
            }
            let text = (steps[id] ?? []).sorted { position($0) < position($1) }.compactMap { $0["text"] as? String }
            return MoveInReader.Recipe(name: recipe["name"] as? String ?? "", ingredients: lines, steps: text)
        }
    }
}
