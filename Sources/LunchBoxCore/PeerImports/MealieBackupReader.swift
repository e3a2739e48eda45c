/// Reads the recipes out of a Mealie backup: the `database.json` in the backup's zip, a
/// dictionary from each table's name to its rows (Mealie v1 and v2, `backups_v2`). A
/// recipe's ingredients, steps and settings are rows of their own tables, joined here
/// by recipe id and put in order by position; units and foods are looked up by id.
enum MealieBackupReader {
    /// Only the tables recipes need, made into `PeerJSON`; the rest of the database
    /// (users, shopping lists, timeline events) is left as it was parsed.
    struct Tables {
        var recipes: [PeerJSON]
        var ingredients: [PeerJSON]
        var instructions: [PeerJSON]
        var units: [PeerJSON]
        var foods: [PeerJSON]
        var settings: [PeerJSON]

        init(database: [String: Any]) {
            func rows(_ table: String) -> [PeerJSON] { database[table].map { PeerJSON($0).array } ?? [] }
            recipes = rows("recipes")
            ingredients = rows("recipes_ingredients")
            instructions = rows("recipe_instructions")
            units = rows("ingredient_units")
            foods = rows("ingredient_foods")
            settings = rows("recipe_settings")
        }
    }

    /// The keys that make a JSON object a Mealie backup's database.
    static func isDatabase(keys: Set<String>) -> Bool {
        keys.contains("recipes") && (keys.contains("alembic_version") || keys.contains("recipes_ingredients"))
    }

    static func drafts(from tables: Tables, file: String) -> [PeerRecipeDraft] {
        let units = index(tables.units) { MealieIngredient.Unit(json: $0) }
        let foods = index(tables.foods) { MealieIngredient.Food(json: $0) }
        let settings = index(tables.settings, by: "recipe_id") { $0["disable_amount"]?.flag }
        let ingredients = grouped(tables.ingredients)
        let instructions = grouped(tables.instructions)
        return tables.recipes.map { recipe in
            let id = recipe["id"]?.text ?? ""
            let disablesAmount = settings[id]
            let lines = (ingredients[id] ?? []).map { row in
                MealieIngredient(
                    quantity: row["quantity"]?.number, unit: row["unit_id"]?.text.flatMap { units[$0] }, food: row["food_id"]?.text.flatMap { foods[$0] },
                    note: row["note"]?.text, originalText: row["original_text"]?.text, isFood: disablesAmount.map { !$0 }
                ).draft
            }
            let steps = (instructions[id] ?? []).compactMap { $0["text"]?.text }
            let whereFound = recipe["slug"]?.text.map { "The recipe “\($0)”" } ?? "A recipe in \(file)"
            return PeerRecipeDraft(name: recipe["name"]?.text, ingredients: lines, steps: steps, whereFound: whereFound)
        }
    }

    /// Rows by the value of `key`, each made into a value; rows that make none are left out.
    private static func index<Value>(_ rows: [PeerJSON], by key: String = "id", _ value: (PeerJSON) -> Value?) -> [String: Value] {
        var result: [String: Value] = [:]
        for row in rows {
            if let id = row[key]?.text, let made = value(row) { result[id] = made }
        }
        return result
    }

    /// Rows by their recipe, in the order of their position (then of their place in the table).
    private static func grouped(_ rows: [PeerJSON]) -> [String: [PeerJSON]] {
        var result: [String: [(position: Double, row: PeerJSON)]] = [:]
        for row in rows {
            guard let recipe = row["recipe_id"]?.text else { continue }
            result[recipe, default: []].append((row["position"]?.number ?? .infinity, row))
        }
        return result.mapValues { rows in
            rows.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element.row)
        }
    }
}
