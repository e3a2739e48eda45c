/// What a date on a pack means for a food. A best-before date is about quality: bread,
/// crackers, grains, fruit and vegetables, sauces, hard cheese, yoghurt and eggs (cooked
/// through) are still good a day or two after it, once checked. A use-by date is about
/// safety: meat, fish, cooked food, leftovers, milk, cream, fresh cheese and chilled dips
/// are never used past it. A person may mark an item's date either way; the lexicon's
/// kind is the default. The one rule the offline chef and its tests share.
public enum FoodDating {
    /// How many days past a best-before date quality-dated food is still used.
    public static let graceDays = 2

    /// True when `item`, read as `food`, may still be used on `today` though its date has
    /// passed: at most `graceDays` past, and dated for quality.
    public static func isUsablePastDate(_ item: InventoryItem, food: Food, today: CalendarDay) -> Bool {
        guard let date = item.bestBefore, -today.days(until: date) <= graceDays else { return false }
        return kind(of: item, food: food) == .bestBefore
    }

    /// What the item's date means: the person's mark, else the food's usual kind. Meat,
    /// fish and cooked food are dated for safety whatever the mark says.
    public static func kind(of item: InventoryItem, food: Food) -> DateKind {
        if isSafetyFood(food, name: item.name) { return .useBy }
        return item.dateKind ?? (isDatedForQuality(food, name: item.name) ? .bestBefore : .useBy)
    }

    /// True when the food's date is a best-before (quality), not a use-by (safety).
    public static func isDatedForQuality(_ food: Food, name: String) -> Bool {
        guard !isSafetyFood(food, name: name) else { return false }
        switch food.category {
        case .carb, .vegetable, .fruit, .condiment, .snack: return true
        case .dairy: return food.form == .cheese && !freshCheeses.contains(food.name) || food.name.contains("yogurt")
        case .protein: return food.name == "eggs"
        case .fat, .drink: return false
        }
    }

    /// Meat, fish and cooked food: never used past any date.
    private static func isSafetyFood(_ food: Food, name: String) -> Bool {
        food.state == .cooked || !Set(FoodText.words(name)).isDisjoint(with: ["leftover", "leftovers", "cooked", "takeaway"])
            || !food.contains.isDisjoint(with: [.meat, .poultry, .fish, .shellfish])
    }

    /// Soft, fresh cheeses that carry a use-by date.
    private static let freshCheeses: Set<String> = ["cottage cheese", "ricotta", "mozzarella", "burrata"]
}
