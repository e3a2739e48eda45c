import Foundation

/// Tells which app wrote an export by its shape, and maps what it holds.
struct MoveInReader {
    let lexicon: FoodLexicon
    private var notMapped: [String] = []

    init(lexicon: FoodLexicon) {
        self.lexicon = lexicon
    }

    mutating func read(_ json: Any) throws -> MoveIn {
        if let rows = json as? [[String: Any]], !rows.isEmpty, rows.allSatisfy({ $0["product"] is [String: Any] }) {
            return MoveIn(source: .grocy, stock: try stock(rows), notMapped: notMapped)
        }
        if let tables = json as? [String: Any], tables["recipes"] is [Any], tables["recipes_ingredients"] is [Any] {
            return MoveIn(source: .mealie, recipes: try recipes(MealieBackup(tables: tables).recipes), notMapped: notMapped)
        }
        let objects = (json as? [[String: Any]]) ?? (json as? [String: Any]).map { [$0] } ?? []
        if !objects.isEmpty, objects.allSatisfy({ $0["steps"] is [Any] }) {
            return MoveIn(source: .tandoor, recipes: try recipes(objects.map(Self.tandoor)), notMapped: notMapped)
        }
        if !objects.isEmpty, objects.allSatisfy({ $0["recipeIngredient"] != nil || $0["recipe_ingredient"] != nil }) {
            return MoveIn(source: .mealie, recipes: try recipes(objects.map(Self.mealie)), notMapped: notMapped)
        }
        throw MoveInError.notAnExport
    }

    /// A recipe as another app holds it: name, ingredient lines, steps.
    struct Recipe {
        var name: String
        var ingredients: [String]
        var steps: [String]
    }

    private mutating func recipes(_ found: [Recipe]) throws -> [LunchBoxIdea] {
        guard found.count <= MoveIn.maximumRecipes else { throw MoveInError.tooMany("recipes") }
        var ideas: [LunchBoxIdea] = []
        for recipe in found {
            let name = String(RecipeImport.clean(recipe.name).prefix(Meal.maximumDescriptionLength))
            let lines = recipe.ingredients.map(RecipeImport.clean).filter { !$0.isEmpty }.prefix(RecipeImport.maximumIngredients)
            guard !name.isEmpty else {
                notMapped.append("A recipe with no name: left out")
                continue
            }
            guard !lines.isEmpty else {
                notMapped.append("\(name): no ingredients, left out")
                continue
            }
            for line in lines where lexicon.mentions(in: line).isEmpty {
                notMapped.append("\(name): “\(line.prefix(80))” is not a food LunchBox knows (kept as written)")
            }
            let steps = recipe.steps.map(RecipeImport.clean).filter { !$0.isEmpty }
            ideas.append(LunchBoxIdea(name: name, ingredients: Array(lines), preparationSteps: steps.isEmpty ? ["Make it as the recipe says."] : steps))
        }
        return ideas
    }

    private mutating func stock(_ rows: [[String: Any]]) throws -> [InventoryItem] {
        guard rows.count <= MoveIn.maximumStock else { throw MoveInError.tooMany("stock entries") }
        var items: [InventoryItem] = []
        for row in rows {
            let product = row["product"] as? [String: Any] ?? [:]
            let name = RecipeImport.clean(product["name"] as? String ?? "")
            guard !name.isEmpty else { continue }
            guard !lexicon.mentions(in: name).isEmpty else {
                notMapped.append("\(name.prefix(80)): not a food LunchBox knows, left out")
                continue
            }
            let amount = Self.number(row["amount"])
            let unit = (row["quantity_unit_stock"] as? [String: Any]) ?? (product["quantity_unit_stock"] as? [String: Any])
            let unitName = ((amount == 1 ? unit?["name"] : unit?["name_plural"] ?? unit?["name"]) as? String)?.lowercased()
            let quantity = amount.map { [Self.text($0), unitName].compactMap { $0 }.joined(separator: " ") } ?? ""
            // Grocy writes 2999-12-31 for food that never expires.
            let date = (row["best_before_date"] as? String).flatMap(CalendarDay.init(isoString:)).flatMap { $0.year >= 2999 ? nil : $0 }
            items.append(InventoryItem(name: String(name.prefix(100)), quantity: String(quantity.prefix(60)), bestBefore: date))
        }
        return items
    }

    static func mealie(_ object: [String: Any]) -> Recipe {
        let ingredients = ((object["recipeIngredient"] ?? object["recipe_ingredient"]) as? [Any] ?? []).compactMap { entry -> String? in
            if let text = entry as? String { return text }
            guard let ingredient = entry as? [String: Any] else { return nil }
            if let display = ingredient["display"] as? String, !display.isEmpty { return display }
            if let original = (ingredient["originalText"] ?? ingredient["original_text"]) as? String, !original.isEmpty { return original }
            return line(
                amount: number(ingredient["quantity"]), unit: (ingredient["unit"] as? [String: Any])?["name"] as? String,
                food: (ingredient["food"] as? [String: Any])?["name"] as? String, note: ingredient["note"] as? String)
        }
        let steps = ((object["recipeInstructions"] ?? object["recipe_instructions"]) as? [Any] ?? []).compactMap { step in
            (step as? String) ?? (step as? [String: Any])?["text"] as? String
        }
        return Recipe(name: object["name"] as? String ?? "", ingredients: ingredients, steps: steps)
    }

    static func tandoor(_ object: [String: Any]) -> Recipe {
        let steps = object["steps"] as? [[String: Any]] ?? []
        let ingredients = steps.flatMap { $0["ingredients"] as? [[String: Any]] ?? [] }.compactMap { ingredient -> String? in
            guard ingredient["is_header"] as? Bool != true else { return nil }
            let noAmount = ingredient["no_amount"] as? Bool == true
            return line(
                amount: noAmount ? nil : number(ingredient["amount"]), unit: (ingredient["unit"] as? [String: Any])?["name"] as? String,
                food: (ingredient["food"] as? [String: Any])?["name"] as? String, note: ingredient["note"] as? String)
        }
        return Recipe(name: object["name"] as? String ?? "", ingredients: ingredients, steps: steps.compactMap { $0["instruction"] as? String })
    }

    /// "200 g flour (sifted)", from the parts an app keeps apart.
    static func line(amount: Double?, unit: String?, food: String?, note: String?) -> String? {
        let note = note?.trimmingCharacters(in: .whitespaces).nilIfEmpty
        guard let food = food?.nilIfEmpty else { return note }
        let amountText = amount.flatMap { $0 > 0 ? text($0) : nil }
        let head = [amountText, unit?.nilIfEmpty, food].compactMap { $0 }.joined(separator: " ")
        return note.map { "\(head) (\($0))" } ?? head
    }

    static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text) }
        return nil
    }

    /// 2 -> "2", 0.5 -> "0.5", 1.333 -> "1.33".
    static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
