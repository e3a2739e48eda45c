/// One of Mealie's ingredients, and the line Mealie shows for it: "2 cups rice", or the
/// note alone for a recipe whose ingredients were never parsed into amounts and foods.
/// Follows the rule of Mealie's `RecipeIngredientBase` display (v1 and v2): with amounts
/// turned off only the quantity (unless it is 1) and the note show; otherwise quantity,
/// unit (abbreviated when the unit says so, plural above one), food (plural unless one)
/// and note.
struct MealieIngredient: Equatable, Sendable {
    struct Unit: Equatable, Sendable {
        var name: String?
        var pluralName: String?
        var abbreviation: String?
        var pluralAbbreviation: String?
        var useAbbreviation = false
    }

    struct Food: Equatable, Sendable {
        var name: String?
        var pluralName: String?
    }

    var quantity: Double?
    var unit: Unit?
    var food: Food?
    var note: String?
    var originalText: String?
    /// Mealie's own display text, when the export carries it: what the family saw.
    var display: String?
    /// Whether the line is a food with amounts; nil takes the recipe's setting, and
    /// without one whether there is a food.
    var isFood: Bool?

    var line: String {
        if let display, !display.allSatisfy(\.isWhitespace) { return display }
        let built = builtLine
        if !built.isEmpty { return built }
        return originalText ?? ""
    }

    var draft: PeerRecipeDraft.Ingredient {
        PeerRecipeDraft.Ingredient(line: line, food: food?.name)
    }

    private var builtLine: String {
        let usesFood = isFood ?? (food?.name != nil)
        let quantity = quantity.flatMap { $0 > 0 ? $0 : nil }
        var parts: [String] = []
        if let quantity, usesFood || quantity != 1 { parts.append(PeerAmount.text(quantity)) }
        if !usesFood {
            parts.append(note ?? "")
        } else {
            if quantity != nil, let unit { parts.append(unitText(unit, plural: (quantity ?? 0) > 1)) }
            if let food { parts.append(foodText(food, plural: quantity.map { $0 > 1 } ?? true)) }
            if let note { parts.append(note) }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    private func unitText(_ unit: Unit, plural: Bool) -> String {
        let abbreviation = unit.useAbbreviation ? (plural ? Self.first(unit.pluralAbbreviation, unit.abbreviation) : Self.first(unit.abbreviation)) : nil
        return abbreviation ?? (plural ? Self.first(unit.pluralName, unit.name) : Self.first(unit.name)) ?? ""
    }

    private func foodText(_ food: Food, plural: Bool) -> String {
        (plural ? Self.first(food.pluralName, food.name) : Self.first(food.name)) ?? ""
    }

    /// The first text that is not empty, as Python's `a or b` picks it.
    private static func first(_ texts: String?...) -> String? {
        texts.lazy.compactMap { $0 }.first { !$0.isEmpty }
    }
}

extension MealieIngredient.Unit {
    /// A unit as Mealie's API and exports write it (camelCase or snake_case), or as a name alone.
    init?(json: PeerJSON?) {
        guard let json else { return nil }
        if case .string(let name) = json {
            self.init(name: name)
            return
        }
        self.init(
            name: json["name"]?.text, pluralName: json["pluralName", "plural_name"]?.text, abbreviation: json["abbreviation"]?.text,
            pluralAbbreviation: json["pluralAbbreviation", "plural_abbreviation"]?.text, useAbbreviation: json["useAbbreviation", "use_abbreviation"]?.flag ?? false)
    }
}

extension MealieIngredient.Food {
    init?(json: PeerJSON?) {
        guard let json else { return nil }
        if case .string(let name) = json {
            self.init(name: name)
            return
        }
        guard let name = json["name"]?.text else { return nil }
        self.init(name: name, pluralName: json["pluralName", "plural_name"]?.text)
    }
}
