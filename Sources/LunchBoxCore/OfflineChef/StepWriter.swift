/// Writes the steps of an offline idea and remembers which staples they used, so the
/// ingredient list names exactly those (and no staple the person did not allow).
struct StepWriter {
    let staples: ChefStaples
    private(set) var usedStaples: [String] = []

    init(staples: ChefStaples) {
        self.staples = staples
    }

    /// "salt and pepper", "salt", "pepper" or nil, as the staples allow.
    mutating func seasoning() -> String? {
        let parts = [staples.salt, staples.pepper].compactMap { $0 }
        parts.forEach { use($0) }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// ", season with salt and pepper" or "".
    mutating func seasonClause() -> String {
        seasoning().map { ", season with \($0)" } ?? ""
    }

    /// "in a pan with a little oil" or, with no oil allowed, "in a non-stick pan".
    mutating func inPan() -> String {
        guard let oil = staples.oil else { return "in a non-stick pan" }
        use(oil)
        return "in a pan with a little \(oil)"
    }

    /// "a drizzle of oil" or nil.
    mutating func drizzle() -> String? {
        staples.oil.map {
            use($0); return "a drizzle of \($0)"
        }
    }

    /// "a drizzle of oil, salt and pepper", or as much of it as the staples allow.
    mutating func dressing() -> String? {
        let parts = [drizzle(), seasoning()].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "salted water" or "water".
    mutating func saltedWater() -> String {
        if let water = staples.water { use(water) }
        guard let salt = staples.salt else { return "water" }
        use(salt)
        return "salted water"
    }

    mutating func water() -> String {
        if let water = staples.water { use(water) }
        return "water"
    }

    /// Cooking steps for every picked food that must be cooked, in slot order.
    mutating func cookingSteps(_ picks: ChefPicks, skipping skipped: Set<SlotKey> = []) -> [String] {
        SlotKey.allCases.filter { !skipped.contains($0) }.compactMap { picks[$0] }.compactMap { cookingStep(for: $0) }
    }

    /// "salt", or nil when salt is not an allowed staple.
    mutating func salt() -> String? {
        staples.salt.map {
            use($0); return $0
        }
    }

    /// The closing step for food that must stay cold, when the picks need one.
    func keepColdStep(_ picks: ChefPicks) -> String? {
        let perishable: Set<FoodContent> = [.meat, .poultry, .fish, .shellfish, .egg, .dairy]
        let cookedStarch: Set<FoodForm> = [.rice, .grain, .pasta, .noodles, .potato]
        let needsCold = picks.all.contains { ingredient in
            guard let food = ingredient.food else { return false }
            return !food.contains.isDisjoint(with: perishable) || food.category == .protein
                || food.form.map(cookedStarch.contains) == true
        }
        return needsCold ? "Pack it with an ice pack so it stays cold until lunch." : nil
    }

    mutating func cookingStep(for ingredient: ChefIngredient) -> String? {
        guard let food = ingredient.food, food.mustCook else { return nil }
        let name = ingredient.label
        let it = ingredient.pronoun
        switch food.form {
        case .rice:
            return "Rinse the \(name) and simmer it in \(saltedWater()) for 12-15 minutes until tender, then spread it out to cool."
        case .grain where food.name == "couscous":
            return "Pour just enough boiling \(water()) over the \(name) to cover it, cover for 5 minutes, then fluff it with a fork."
        case .grain:
            return "Simmer the \(name) in \(saltedWater()) until tender (10-20 minutes, see the packet), then drain and cool."
        case .pasta:
            return "Boil the \(name) in \(saltedWater()) until just tender, then drain and rinse under cold water so it doesn't stick."
        case .noodles:
            return "Cook the \(name) in boiling \(water()) as the packet says, then rinse under cold water and drain well."
        case .potato where food.name == "fries" || food.name == "hash browns":
            return "Bake the \(name) in a hot oven until golden (see the packet), then let \(it) cool."
        case .potato:
            return "Cut the \(name) into chunks and boil in \(saltedWater()) for 12-15 minutes until tender; drain and cool."
        case .wrap:
            return "Cook the \(name) in a hot dry pan until golden on both sides, then let it cool a little."
        case .cheese:
            return "Fry the \(name), sliced, in a dry pan until golden on both sides."
        default:
            return cookingStep(forProtein: food, named: name, it: it) ?? cookingStep(forProduce: food, named: name)
        }
    }

    private mutating func cookingStep(forProtein food: Food, named name: String, it: String) -> String? {
        let breaded = food.contains.contains(.gluten)
        // Mince, meatballs and quail eggs are not sliced.
        let slice = food.isBiteSized ? "" : ", then slice \(it)"
        if breaded, !food.contains.isDisjoint(with: [.poultry, .fish]) {
            return "Bake the \(name) in a hot oven until piping hot and golden (see the packet), then let \(it) cool."
        }
        if food.contains.contains(.egg), food.category == .protein, food.name != "egg whites", food.name != "quorn" {
            let minutes = food.name == "quail eggs" ? 3 : 9
            return "Boil the \(name) for \(minutes) minutes, cool \(it) in cold water, then peel\(food.isBiteSized ? " \(it)" : " and slice \(it)")."
        }
        if food.contains.contains(.poultry) {
            return "Cook the \(name) \(inPan()) over medium heat until cooked through with no pink inside\(seasonClause()); let \(it) cool\(slice)."
        }
        if food.contains.contains(.shellfish) {
            return "Cook the \(name) \(inPan()) for 2-3 minutes until pink and cooked through, then let \(it) cool."
        }
        if food.contains.contains(.fish) {
            return "Cook the \(name) \(inPan()) for about 4 minutes a side until it flakes easily\(seasonClause()); cool, then flake \(it)."
        }
        if food.name == "bacon" {
            return "Fry the \(name) until crisp, then drain it on kitchen paper and let it cool."
        }
        if food.contains.contains(.meat) {
            return "Cook the \(name) \(inPan()) until browned and cooked through\(seasonClause()); let \(it) cool\(slice)."
        }
        if food.name == "edamame" {
            return "Boil the \(name) for 3-4 minutes, then drain and cool under cold water."
        }
        if food.isPulse {
            return "Simmer the \(name) in plenty of \(water()) until tender (lentils take about 20 minutes; dried beans and chickpeas need soaking overnight first), then drain and cool."
        }
        if food.category == .protein || food.contains.contains(.egg) {
            return "Cook the \(name) \(inPan()) until golden and hot all the way through, then let \(it) cool."
        }
        return nil
    }

    private mutating func cookingStep(forProduce food: Food, named name: String) -> String {
        if Self.steamed.contains(food.name) {
            return "Boil or steam the \(name) for 3-5 minutes until just tender, then cool under cold water."
        }
        if food.category == .vegetable {
            let extras = [drizzle(), seasoning()].compactMap { $0 }.joined(separator: ", ")
            if food.isBiteSized {
                let tossed = extras.isEmpty ? "Spread out the \(name)" : "Toss the \(name) with \(extras)"
                return "\(tossed) and roast at 200°C for 15-20 minutes until tender; let it cool."
            }
            let toss = extras.isEmpty ? "" : ", toss with \(extras)"
            return "Cut the \(name) into bite-sized pieces\(toss) and roast at 200°C for 20-25 minutes until tender; let it cool."
        }
        if food.category == .fruit {
            return "Simmer the \(name) with a splash of \(water()) until soft, then let it cool."
        }
        return "Cook the \(name) as the packet says, then let it cool."
    }

    private mutating func use(_ staple: String) {
        if !usedStaples.contains(staple) { usedStaples.append(staple) }
    }

    private static let steamed: Set<String> = [
        "peas", "green beans", "asparagus", "corn on the cob", "brussels sprouts", "mixed vegetables", "broad beans",
        "cauliflower rice", "okra",
    ]
}
