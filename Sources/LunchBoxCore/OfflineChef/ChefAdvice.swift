/// What would unlock more lunches: the parts a kitchen lacks, or has too few of to vary,
/// each with foods it does not hold (in any state) that the diet allows.
struct ChefAdvice {
    let pantry: ChefPantry
    let held: Set<String>

    /// The kinds of food held ("bread" for wholemeal bread, "rice" for brown rice): more of
    /// a kind the kitchen has is no advice ("add bread" to a kitchen with a loaf).
    let heldForms: Set<FoodForm>

    init(pantry: ChefPantry, items: [InventoryItem]) {
        self.pantry = pantry
        let foods = items.compactMap { ChefPantry.read($0, lexicon: pantry.lexicon)?.0 }
        self.held = Set(foods.map(\.name))
        self.heldForms = Set(foods.compactMap(\.form))
    }

    func missing(after plans: [LunchPlan]) -> [MissingFood] {
        let usable = pantry.ingredients
        let mains = usable.filter { $0.plays(.main) }
        let carbs = usable.filter { $0.plays(.carb) } + mains.filter { $0.plays(.carb) }
        let produce = usable.filter { $0.plays(.veg) || $0.plays(.fruit) }
        var missing: [MissingFood] = []
        if mains.isEmpty { missing.append(advice(.protein, absent: true)) }
        if carbs.isEmpty { missing.append(advice(.carb, absent: true)) }
        if produce.isEmpty { missing.append(advice(.vegetableOrFruit, absent: true)) }
        guard missing.isEmpty else { return missing }
        // Everything is there but too little of it to vary: the scarcest parts.
        let counts: [(MissingFood.Group, Int)] = [
            (.protein, Set(mains.map(\.name)).count), (.carb, Set(carbs.map(\.name)).count), (.vegetableOrFruit, Set(produce.map(\.name)).count),
        ]
        let fewest = counts.map(\.1).min() ?? 0
        return counts.filter { $0.1 == fewest || $0.1 < 2 }.map { advice($0.0, absent: false) }
    }

    private func advice(_ group: MissingFood.Group, absent: Bool) -> MissingFood {
        let ideas: [String] =
            switch group {
            case .protein: ["eggs", "tinned tuna", "chickpeas", "cheddar", "cooked chicken", "hummus", "tofu", "ham", "falafel", "red lentils"]
            case .carb: ["bread", "wraps", "rice", "pasta", "crackers", "potatoes", "corn tortillas", "rice cakes", "quinoa"]
            case .vegetableOrFruit: ["cucumber", "carrots", "apples", "cherry tomatoes", "grapes", "bananas", "sweetcorn"]
            }
        let examples = ideas.filter { name in
            guard let food = pantry.lexicon.food(named: name), !held.contains(food.name), !(food.form.map(heldForms.contains) ?? false) else { return false }
            return pantry.check.allows(name)
        }
        let chosen = Array(examples.prefix(3))
        // Each food as the reader's language calls it, in the plural where English uses one.
        var localized: [String: [String]] = [:]
        for language in Language.allCases where language != .english {
            localized[language.rawValue] = chosen.map { name in
                let food = pantry.lexicon.food(named: name)?.name ?? name
                return pantry.lexicon.names.name(of: food, in: language.rawValue, plural: ChefWords.singular(name) != name) ?? name
            }
        }
        return MissingFood(group: group, examples: chosen, isAbsent: absent, localizedExamples: localized)
    }
}
