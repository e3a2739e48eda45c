/// The assumed staples the chef may use without them being in the inventory, sorted by
/// the job they do in a step. Only staples that pass the dietary check are kept.
struct ChefStaples: Sendable {
    var salt: String?
    var pepper: String?
    var oil: String?
    var water: String?

    /// Recognises each configured staple by its lexicon food.
    init(_ names: [String], lexicon: FoodLexicon, isAllowed: (String) -> Bool) {
        for name in names where isAllowed(name) {
            guard let food = lexicon.food(named: name) else { continue }
            switch food.name {
            case "salt": salt = salt ?? name
            case "black pepper": pepper = pepper ?? name
            case "water": water = water ?? name
            default:
                if Self.isCookingOil(food) { oil = oil ?? name }
            }
        }
    }

    /// True when `food` is one of `staples` (the foods the staples' names mean): the same
    /// food, or any cooking oil when an oil is a staple (the chef's oil step takes
    /// whichever oil there is). The shopping list leaves these off unless asked, by the
    /// same rule.
    static func includes(_ food: Food, in staples: [Food]) -> Bool {
        staples.contains { staple in staple.name == food.name || (isCookingOil(staple) && isCookingOil(food)) }
    }

    private static func isCookingOil(_ food: Food) -> Bool {
        food.category == .fat && food.name.hasSuffix("oil")
    }
}
