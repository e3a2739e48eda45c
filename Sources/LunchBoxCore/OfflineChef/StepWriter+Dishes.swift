/// Putting each dish together, as a cook would: bread spread and filled, a wrap warmed so
/// it rolls, rice shaped round its filling, a flask warmed before the hot food goes in.
extension StepWriter {
    mutating func assembly() -> [ChefStep] {
        switch plan.dish {
        case .sandwich: return sandwich()
        case .wrap: return wrap()
        case .quesadilla: return quesadilla()
        case .box: return box()
        case .pasta: return pastaSalad()
        case .saucedPasta: return saucedPasta()
        case .noodles: return noodles()
        case .onigiri: return onigiri()
        case .plate: return plate()
        case .flask: return flask()
        case .cold: return []
        case .potatoSalad: return potatoSalad()
        case .frittata: return frittata()
        case .friedRice: return friedRice()
        case .overnightOats, .parfait, .toast: return breakfast()
        case .side: return []
        }
    }

    /// "the ham, the lettuce and the tomato", in English whatever the idea's language: for
    /// steps not yet written in the tongue (rendered lists use `sayList`).
    func the(_ ingredients: [ChefIngredient]) -> String {
        ChefWords.list(ingredients.map(named))
    }

    /// The filling: the main mixed with its binder where that is how it is made (egg
    /// mayo, tuna mayo), else the main; the step that mixes it, if any.
    mutating func filling() -> (step: ChefStep?, sauceUsed: Bool) {
        guard let sauce = plan.sauce, sauce.name == "mayonnaise" || sauce.name == "aioli" else { return (nil, false) }
        let main = plan.main
        if mashesFilling {
            let season = seasoning().map { say("chefdish.season.and", ["seasoning": $0]) } ?? ""
            return (ChefStep("mash", say("chefdish.mash", ["main": sayThe(main), "sauce": sayThe(sauce, .dative), "season": season])), true)
        }
        if ["tuna", "canned salmon", "cooked salmon", "cooked chicken", "crab", "prawns"].contains(main.name) {
            let corn = plan.veg.first { $0.name == "sweetcorn" }
            let withCorn = corn.map { say("chefdish.and", ["food": sayThe($0, .dative)]) } ?? ""
            return (ChefStep("mix", say("chefdish.mix", ["main": sayThe(main), "sauce": sayThe(sauce, .dative), "corn": withCorn])), true)
        }
        return (nil, false)
    }

    private mutating func sandwich() -> [ChefStep] {
        guard let bread = plan.carb else { return [] }
        var steps: [ChefStep] = []
        let (mix, mixed) = filling()
        if let mix { steps.append(mix) }
        let spread = mixed ? nil : plan.sauce
        let fillings = [plan.main] + [plan.extra].compactMap { $0 } + plan.veg.filter { !(mixed && $0.name == "sweetcorn") }
        let season = seasonsMain && !mixed ? (seasoning().map { say("chefdish.season.comma", ["seasoning": $0]) } ?? "") : ""
        let spreadMain = plan.main.food.form == .spread
        let slices = sayPlain(bread)
        if Self.slicedLoaves.contains(bread.name), spreadMain {
            let second = spread.map { say("chefdish.sandwich.spreadSecond", ["sauce": sayThe($0, .dative)]) } ?? ""
            steps.append(ChefStep("spread", say("chefdish.sandwich.spreadMain", ["main": sayThe(plan.main, .dative), "bread": slices, "spread": second])))
            let toppings = Array(fillings.dropFirst())
            let close = say(spread == nil ? "chefdish.sandwich.secondSlice" : "chefdish.sandwich.theSecondSlice")
            steps.append(
                toppings.isEmpty
                    ? ChefStep("close", say("chefdish.sandwich.close", ["slice": close]))
                    : ChefStep("top", say("chefdish.sandwich.topClose", ["foods": sayList(toppings, .dative), "slice": close])))
        } else if Self.slicedLoaves.contains(bread.name) {
            let lay = spread.map { say("chefdish.sandwich.spreadTwo", ["sauce": sayThe($0, .dative), "bread": slices]) } ?? say("chefdish.sandwich.layOut", ["bread": slices])
            steps.append(ChefStep(spread == nil ? "lay out" : "spread", lay))
            steps.append(ChefStep("layer", say("chefdish.sandwich.layer", ["foods": sayList(fillings), "season": season])))
        } else if spreadMain {
            let inside = sayThe(plan.main, .dative) + (spread.map { say("chefdish.and", ["food": sayThe($0, .dative)]) } ?? "")
            let open = say("chefdish.sandwich.splitSpread", ["food": inside])
            steps.append(ChefStep("split", say("chefdish.sandwich.split", ["piece": onePiece(bread), "spread": open])))
            let toppings = Array(fillings.dropFirst())
            steps.append(
                toppings.isEmpty
                    ? ChefStep("close", say("chefdish.sandwich.closeIt"))
                    : ChefStep("fill", say("chefdish.sandwich.fill", ["foods": sayList(toppings, .dative), "season": ""])))
        } else {
            let open = spread.map { say("chefdish.sandwich.splitSpread", ["food": sayThe($0, .dative)]) } ?? ""
            steps.append(ChefStep("split", say("chefdish.sandwich.split", ["piece": onePiece(bread), "spread": open])))
            steps.append(ChefStep("fill", say("chefdish.sandwich.fill", ["foods": sayList(fillings, .dative), "season": season])))
        }
        steps.append(ChefStep("press", say("chefdish.sandwich.press"), why: say("chefdish.why.staysFresh")))
        return steps
    }

    private mutating func wrap() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        var steps: [ChefStep] = []
        let (mix, mixed) = filling()
        if let mix { steps.append(mix) }
        steps.append(ChefStep("warm", say("chefdish.wrap.warm", ["one": sayOneOf(base)]), why: say("chefdish.why.rolls")))
        if let sauce = plan.sauce, !mixed { steps.append(ChefStep("spread", say("chefdish.wrap.spreadSauce", ["sauce": sayThe(sauce)]))) }
        let season = seasonsMain && !mixed ? (seasoning().map { say("chefdish.season.comma", ["seasoning": $0]) } ?? "") : ""
        // Lemon or lime is squeezed over the filling, not rolled up in it.
        let citrus = plan.garnish.flatMap { ["lemon", "lime"].contains($0.name) ? $0 : nil }
        let toppings = plan.veg + [citrus == nil ? plan.garnish : nil].compactMap { $0 }
        let topped = [plan.extra].compactMap { $0 } + toppings
        if plan.main.food.form == .spread {
            let greens = toppings.isEmpty ? "" : say("chefdish.wrap.greensAfterGap", ["foods": sayList(topped, .dative)])
            steps.append(ChefStep("spread", say("chefdish.wrap.spreadMain", ["main": sayThe(plan.main), "greens": greens])))
        } else {
            let greens = toppings.isEmpty ? "" : say("chefdish.wrap.greens", ["foods": sayList(topped, .dative)])
            steps.append(ChefStep("lay", say("chefdish.wrap.lay", ["main": sayThe(plan.main), "greens": greens, "season": season])))
        }
        if let citrus {
            steps.append(ChefStep("cut", say("chefdish.wrap.citrus", ["from": sayPiece(citrus)])))
        }
        steps.append(ChefStep("roll", say("chefdish.wrap.roll"), why: say("chefdish.why.holdsShape")))
        return steps
    }

    private mutating func quesadilla() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        let fillings = [plan.main, plan.extra].compactMap { $0 } + plan.veg
        // Small corn tortillas are two, one on top of the other; a wrap is folded in half.
        let two = base.isPlural && ChefPortions.portion(base, in: plan) == "2"
        var steps = [
            two
                ? ChefStep("scatter", say("chefdish.quesadilla.two", ["foods": sayList(fillings), "base": sayThe(base)]))
                : ChefStep("scatter", say("chefdish.quesadilla.fold", ["foods": sayList(fillings, .dative), "one": sayOneOf(base)])),
            ChefStep("cook", say("chefdish.quesadilla.cook", ["time": tongue.minutes(2...3)])),
            ChefStep("let", say("chefdish.quesadilla.cool"), why: say("chefdish.why.staysCrisp")),
        ]
        if let sauce = plan.sauce { steps.append(ChefStep("spoon", say("chefdish.quesadilla.dip", ["sauce": sayThe(sauce)]))) }
        return steps
    }

    private mutating func box() -> [ChefStep] {
        guard let base = plan.carb else { return saladBox() }
        if plan.isBowl, plan.panCooksMain { return bowl(on: base) }
        var steps: [ChefStep] = []
        // A dressing is tossed through; a dip (yoghurt, hummus) goes in a pot beside.
        let tossed = plan.sauce.map { $0.food.sauceUses.contains(.dressing) && $0.food.sauceUses.isDisjoint(with: [.drizzle, .dip]) } ?? (base.food.form == .grain)
        // Couscous and grains are dressed with oil whatever goes beside them.
        if tossed || base.food.form == .grain {
            let dressing = tossed ? plan.sauce.map { sayThe($0, .dative) } ?? oil() : oil()
            let season = seasoning().map { say("chefdish.season.and", ["seasoning": $0]) } ?? ""
            if let dressing { steps.append(ChefStep("toss", say("chefdish.box.toss", ["base": sayThe(base), "dressing": dressing, "season": season]))) }
        }
        let into: String
        if plan.isBowl {
            into = say(base.food.form == .potato ? "chefdish.box.warmPlate" : "chefdish.box.warmBowl", ["base": sayThe(base)])
        } else {
            let bento = plan.cuisine == "japanese" ? say("chefdish.box.bento") : ""
            into = say("chefdish.box.side", ["base": sayThe(base), "bento": bento])
        }
        steps.append(ChefStep([.rice, .grain].contains(base.food.form) ? "spoon" : "put", into))
        let season = tossed || plan.sauce != nil || !seasonsMain ? "" : (seasoning().map { say("chefdish.season.and", ["seasoning": $0]) } ?? "")
        let arranged = ["foods": sayList([plan.main] + plan.veg), "season": season]
        steps.append(ChefStep("arrange", say(plan.isBowl ? "chefdish.box.onTop" : "chefdish.box.alongside", arranged)))
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        if plan.isBowl, let sauce = plan.sauce, !tossed {
            let drizzles = sauce.food.sauceUses.contains(.drizzle)
            steps.append(ChefStep(drizzles ? "drizzle" : "spoon", say(drizzles ? "chefdish.drizzleOver" : "chefdish.spoonOver", ["food": sayThe(sauce)])))
        } else if let sauce = plan.sauce, sauce.food.sauceUses.contains(.drizzle) {
            let why = say(base.food.form == .rice ? "chefdish.why.riceSoggy" : "chefdish.why.baseSoggy")
            steps.append(ChefStep("pack", say("chefdish.box.packSauce", ["sauce": sayThe(sauce)]), why: why))
        } else if let sauce = plan.sauce, !tossed {
            steps.append(ChefStep("spoon", say("chefdish.pot", ["food": sayThe(sauce)]), why: say("chefdish.why.eatWith", ["food": sayThe(plan.main, .dative)])))
        }
        return steps
    }

    /// A box with no base, for a kitchen with none or a low-carb one: the vegetables dressed
    /// as a salad with the main on top, a dip or sauce in a pot beside.
    private mutating func saladBox() -> [ChefStep] {
        let dresses = plan.sauce.map { $0.food.sauceUses.contains(.dressing) && $0.food.sauceUses.isDisjoint(with: [.drizzle, .dip]) } ?? false
        let dressing = dresses ? plan.sauce.map { sayThe($0, .dative) } : oil()
        var steps: [ChefStep] = []
        if let dressing {
            let season = seasoning().map { say("chefdish.season.andThen", ["seasoning": $0]) } ?? ""
            steps.append(ChefStep("toss", say("chefdish.salad.toss", ["veg": sayList(plan.veg), "dressing": dressing, "season": season])))
        } else {
            let season = seasoning().map { say("chefdish.season.and", ["seasoning": $0]) } ?? ""
            steps.append(ChefStep("put", say("chefdish.salad.put", ["veg": sayList(plan.veg), "season": season])))
        }
        steps.append(ChefStep("arrange", say("chefdish.salad.onTop", ["main": sayThe(plan.main)])))
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        if let sauce = plan.sauce, !dresses {
            steps.append(ChefStep("spoon", say("chefdish.pot", ["food": sayThe(sauce)]), why: say("chefdish.why.eatWith", ["food": sayThe(plan.main, .dative)])))
        }
        return steps
    }

    /// The piece of bread one lunch takes: "one of the rolls", "a third of the baguette";
    /// "1 Brötchen", "⅓ Baguette". The English amount decides which.
    func onePiece(_ bread: ChefIngredient) -> String {
        let piece = amount(bread)
        return piece.hasPrefix("a third") || piece.hasPrefix("half") ? sayAmount(bread) : sayOneOf(bread)
    }

    /// False for a main that comes seasoned (ham, jerk chicken, hummus): no salt on it.
    var seasonsMain: Bool {
        !seasonedAlready && !plan.main.food.plays(.sauce) && !pairings.seasoned.contains(plan.main.name)
    }

    /// "Scatter over the coriander" or "Add a wedge of the lime to squeeze over".
    func garnishStep(_ garnish: ChefIngredient) -> ChefStep {
        if ["lemon", "lime"].contains(garnish.name) {
            let pack = plan.meal == .dinner ? "" : say(plan.isHot ? "chefdish.garnish.besideFlask" : "chefdish.garnish.alongside")
            return ChefStep("cut", say("chefdish.garnish.wedge", ["from": sayPiece(garnish), "pack": pack]))
        }
        return ChefStep("scatter", say("chefdish.scatterOver", ["food": sayThe(garnish)]))
    }

    /// Loaves that come in slices; other breads are split open.
    static let slicedLoaves: Set<String> = ["bread", "wholemeal bread", "seeded bread", "sourdough", "rye bread", "hard dough bread", "brioche"]
}
