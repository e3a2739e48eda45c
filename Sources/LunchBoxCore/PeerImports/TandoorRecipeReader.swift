/// Reads one recipe from Tandoor's own export: the `recipe.json` in each recipe's zip
/// (Tandoor's `RecipeExportSerializer`): `name`, and `steps`, each with an `instruction`
/// and its `ingredients` ({food {name, plural_name}, unit {name, plural_name}, amount,
/// note, order, is_header, no_amount}). Section headers are not ingredients.
enum TandoorRecipeReader {
    /// The keys that make a JSON object a Tandoor recipe.
    static func isRecipe(keys: Set<String>) -> Bool {
        keys.contains("name") && keys.contains("steps") && !keys.contains("@type")
    }

    static func draft(from recipe: PeerJSON, file: String) -> PeerRecipeDraft {
        let steps = ordered(recipe["steps"]?.array ?? [])
        let ingredients = steps.flatMap { step in
            ordered(step["ingredients"]?.array ?? []).compactMap(ingredient)
        }
        return PeerRecipeDraft(
            name: recipe["name"]?.text, ingredients: ingredients, steps: steps.compactMap { $0["instruction"]?.text },
            whereFound: "A recipe in \(file)")
    }

    /// "200 g cheddar, grated": amount (unless the ingredient has none), unit and food,
    /// plural above one where Tandoor has a plural, then the note.
    private static func ingredient(_ json: PeerJSON) -> PeerRecipeDraft.Ingredient? {
        guard json["is_header"]?.flag != true else { return nil }
        let amount = json["no_amount"]?.flag == true ? nil : json["amount"]?.number.flatMap { $0 > 0 ? $0 : nil }
        let plural = (amount ?? 0) > 1
        let food = name(json["food"], plural: plural)
        var line = [amount.map(PeerAmount.text), amount == nil ? nil : name(json["unit"], plural: plural), food].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        if let note = json["note"]?.text, !note.allSatisfy(\.isWhitespace) {
            line += food == nil ? " \(note)" : ", \(note)"
        }
        return PeerRecipeDraft.Ingredient(line: line, food: json["food"]?["name"]?.text)
    }

    private static func name(_ json: PeerJSON?, plural: Bool) -> String? {
        let singular = json?["name"]?.text
        guard plural, let pluralName = json?["plural_name"]?.text, !pluralName.isEmpty else { return singular }
        return pluralName
    }

    /// In the order of their `order` field, keeping the file's order among equals.
    private static func ordered(_ items: [PeerJSON]) -> [PeerJSON] {
        items.enumerated().sorted { ($0.element["order"]?.number ?? 0, $0.offset) < ($1.element["order"]?.number ?? 0, $1.offset) }.map(\.element)
    }
}
