/// Writes the steps of one lunch in a cook's order: what to do the night before, what to
/// cook (by the lexicon's method and times), what to cut and how, how to put the dish
/// together, the side, and how to pack it hot or cold. Remembers which staples it used,
/// so the ingredient list names exactly those.
struct StepWriter {
    let plan: LunchPlan
    let staples: ChefStaples
    let pairings: FoodPairings
    /// The language the steps are written in.
    let tongue: ChefTongue
    private(set) var usedStaples: [String] = []
    /// Foods whose cutting a step has already said, so no food is cut twice.
    var cut = Set<Int>()
    /// True once a step has seasoned the main, so no later step seasons it again.
    var seasonedAlready = false

    init(plan: LunchPlan, staples: ChefStaples, pairings: FoodPairings, tongue: ChefTongue) {
        self.plan = plan
        self.staples = staples
        self.pairings = pairings
        self.tongue = tongue
    }

    /// How a step names the amount of a food the lunch takes: "one of the apples", "half a
    /// red pepper", "a quarter of the cucumber", "a slice of the bread", or "the grapes".
    func amount(_ ingredient: ChefIngredient) -> String {
        let portion = ChefPortions.portion(ingredient, in: plan)
        let single = ChefWords.singular(ingredient.plainLabel)
        let the = "the \(ingredient.plainLabel)"
        switch portion {
        case "1" where ingredient.isPlural: return "one of \(the)"
        case "2" where ingredient.isPlural: return "two of \(the)"
        case "half": return ingredient.isPlural ? "half a \(single)" : "half \(the)"
        case "a quarter": return ingredient.isPlural ? "a quarter of a \(single)" : "a quarter of \(the)"
        case "a third": return ingredient.isPlural ? "a third of a \(single)" : "a third of \(the)"
        case "1 slice": return "a slice of \(ingredient.plainLabel)"
        case "2 slices": return "two slices of \(ingredient.plainLabel)"
        case "a handful" where ingredient.food.prep == .chunks: return "a few chunks of \(ingredient.the)"
        default: return ingredient.the
        }
    }

    /// How a step names the food once its amount is said: "the apple" when the lunch takes
    /// one of the apples ("Top it with the apple"), "the pepper" for half of one, else
    /// "the grapes", "the cheddar".
    func named(_ ingredient: ChefIngredient) -> String {
        guard ingredient.isPlural, ingredient.singularIsItself, ["1", "half", "a quarter", "a third"].contains(ChefPortions.portion(ingredient, in: plan)) else {
            return ingredient.the
        }
        return "the \(ChefWords.singular(ingredient.plainLabel))"
    }

    /// Every step, in order.
    mutating func steps() -> [ChefStep] {
        var steps = plan.all.filter { !cooksInDish($0) }.compactMap(aheadStep)
        for ingredient in plan.all where (ingredient.cooking != nil && !cooksInDish(ingredient)) || isReheated(ingredient) {
            // Vegetables are cut before they cook (florets, then blanched); meat after.
            if ingredient.food.category == .vegetable || ingredient.food.category == .fruit, let cutFirst = cutStep(for: ingredient) {
                cut.insert(ingredient.index)
                steps.append(cutFirst)
            }
            steps += cookingSteps(for: ingredient)
        }
        // Eggs mashed into mayonnaise, and food cooked in the dish, are not cut first.
        if mashesFilling { cut.insert(plan.main.index) }
        if [.frittata, .friedRice].contains(plan.dish), plan.main.food.contains.contains(.egg) { cut.insert(plan.main.index) }
        if plan.dish == .cold {
            steps.append(ChefStep("keep", say(plan.main.isPlural ? "chef.keep.cold.plural" : "chef.keep.cold", ["food": sayThe(plan.main)])))
        }
        steps += preparation()
        steps += assembly()
        steps += alongside()
        if let packing = packing() { steps.append(packing) }
        // What is done the night before comes first.
        return steps.filter(\.isAhead) + steps.filter { !$0.isAhead }
    }

    /// True for food the dish itself cooks: eggs and vegetables baked in a frittata, eggs
    /// scrambled and frozen vegetables stir-fried in fried rice.
    func cooksInDish(_ ingredient: ChefIngredient) -> Bool {
        let inDish = ingredient.index == plan.main.index || plan.veg.contains { $0.index == ingredient.index }
        switch plan.dish {
        case .frittata: return inDish
        case .friedRice: return inDish && (ingredient.food.category == .vegetable || ingredient.food.contains.contains(.egg))
        case .noodles where plan.isStirFry: return inDish && ingredient.food.category == .vegetable
        default: return false
        }
    }

    /// True when eggs are mashed with mayonnaise into the filling.
    var mashesFilling: Bool {
        guard [.sandwich, .wrap].contains(plan.dish), let sauce = plan.sauce, ["mayonnaise", "aioli"].contains(sauce.name) else { return false }
        return plan.main.food.contains.contains(.egg) && plan.main.food.category == .protein && plan.main.name != "egg salad"
    }

    /// True for a cooked dish that goes into a flask hot, or a tin (baked beans, soup)
    /// heated for the flask.
    func isReheated(_ ingredient: ChefIngredient) -> Bool {
        guard plan.isHot, ingredient.index == plan.main.index || ingredient.index == plan.carb?.index else { return false }
        // Fried rice and a stir-fry heat their leftovers in the wok, once: never reheated twice.
        if plan.dish == .friedRice || plan.isStirFry { return false }
        return ingredient.state == .cooked || isHeatedFromTin(ingredient)
    }

    /// True for a ready-to-eat main eaten hot from a flask: heated, not cooked.
    func isHeatedFromTin(_ ingredient: ChefIngredient) -> Bool {
        plan.dish == .flask && ingredient.index == plan.main.index && ingredient.state == .ready && ingredient.cooking == nil && ingredient.serve != .cold
    }

    // MARK: Staples

    /// "salt", or nil when salt is not an allowed staple.
    mutating func salt() -> String? {
        staples.salt.map {
            use($0)
            return staple($0, "salt")
        }
    }

    /// "salt and pepper", or as much of it as the staples allow; nil for none.
    mutating func seasoning() -> String? {
        let parts = [staples.salt.map { ($0, "salt") }, staples.pepper.map { ($0, "pepper") }].compactMap { $0 }
        parts.forEach { use($0.0) }
        return parts.isEmpty ? nil : tongue.list(parts.map { staple($0.0, $0.1) })
    }

    /// "a little oil", or nil when no oil is allowed.
    mutating func oil() -> String? {
        staples.oil.map {
            use($0)
            return say("chef.oil.little", ["oil": staple($0, "oil")])
        }
    }

    /// "salted water" or "water".
    mutating func saltedWater() -> String {
        if let water = staples.water { use(water) }
        guard let salt = staples.salt else { return say("chef.water") }
        use(salt)
        return say("chef.water.salted")
    }

    mutating func water() -> String {
        if let water = staples.water { use(water) }
        return say("chef.water")
    }

    /// "in a pan with a little oil" or "in a non-stick pan".
    mutating func inPan() -> String {
        oil().map { say("chef.pan.oil", ["oil": $0]) } ?? say("chef.pan.nonStick")
    }

    /// A staple as the kitchen names it ("sea salt"), or its word in another language.
    private func staple(_ name: String, _ job: String) -> String {
        tongue.isEnglish ? name : say("chef.staple.\(job)")
    }

    /// The ingredient line of a staple the steps used: its own name, or its word in
    /// another language.
    func stapleLine(_ name: String) -> String {
        let job = [(staples.salt, "salt"), (staples.pepper, "pepper"), (staples.oil, "oil"), (staples.water, "water")].first { $0.0 == name }?.1
        return job.map { staple(name, $0) } ?? name
    }

    private mutating func use(_ staple: String) {
        if !usedStaples.contains(staple) { usedStaples.append(staple) }
    }

    // MARK: Packing

    /// The last step: a flask for hot food, an ice pack for food that must stay cold.
    private func packing() -> ChefStep? {
        if plan.meal == .dinner { return plan.isHot && !plan.isBowl ? nil : ChefStep("serve", say(plan.isBowl ? "chef.serve.hot" : "chef.serve.now")) }
        switch plan.dish {
        case .toast: return ChefStep("eat", say("chef.eat.toast"))
        case .overnightOats, .parfait: return ChefStep("eat", say("chef.eat.jar"))
        default: break
        }
        if plan.isHot {
            let cold = plan.all.contains { $0.index != plan.main.index && $0.index != plan.carb?.index && needsCold($0) }
            return ChefStep("Close", say("chef.pack.flask", ["cold": cold ? say("chef.pack.flask.cold") : ""]), why: say("chef.why.staysHot"))
        }
        if plan.all.contains(where: needsCold) {
            return ChefStep("Pack", say("chef.pack.cold"), why: say("chef.why.staysCold"))
        }
        return ChefStep("Pack", say("chef.pack.lid"))
    }

    /// Meat, fish, eggs, dairy and cooked starch must stay cold.
    func needsCold(_ ingredient: ChefIngredient) -> Bool {
        let perishable: Set<FoodContent> = [.meat, .poultry, .fish, .shellfish, .egg, .dairy]
        let starch: Set<FoodForm> = [.rice, .grain, .pasta, .noodles, .potato]
        return !ingredient.food.contains.isDisjoint(with: perishable) || ingredient.food.category == .protein || ingredient.state == .cooked
            || (ingredient.food.form.map(starch.contains) ?? false) || ingredient.cooking != nil
    }
}
