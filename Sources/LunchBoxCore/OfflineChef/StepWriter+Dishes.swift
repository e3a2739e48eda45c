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

    /// "the ham, the lettuce and the tomato".
    func the(_ ingredients: [ChefIngredient]) -> String {
        ChefWords.list(ingredients.map(named))
    }

    /// The filling: the main mixed with its binder where that is how it is made (egg
    /// mayo, tuna mayo), else the main; the step that mixes it, if any.
    mutating func filling() -> (step: ChefStep?, sauceUsed: Bool) {
        guard let sauce = plan.sauce, sauce.name == "mayonnaise" || sauce.name == "aioli" else { return (nil, false) }
        let main = plan.main
        if mashesFilling {
            let season = seasoning().map { " and season with \($0)" } ?? ""
            return (ChefStep("mash", "\(main.the) with \(sauce.the)\(season)"), true)
        }
        if ["tuna", "canned salmon", "cooked salmon", "cooked chicken", "crab", "prawns"].contains(main.name) {
            let corn = plan.veg.first { $0.name == "sweetcorn" }
            return (ChefStep("mix", "\(main.the) with \(sauce.the)" + (corn.map { " and \($0.the)" } ?? "")), true)
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
        let season = seasonsMain && !mixed ? (seasoning().map { ", season with \($0)" } ?? "") : ""
        let spreadMain = plan.main.food.form == .spread
        if Self.slicedLoaves.contains(bread.name), spreadMain {
            steps.append(ChefStep("spread", "\(plan.main.the) over a slice of \(bread.plainLabel)" + (spread.map { " and \($0.the) over a second slice" } ?? "")))
            let toppings = Array(fillings.dropFirst())
            let close = spread == nil ? "a second slice" : "the second slice"
            steps.append(ChefStep(toppings.isEmpty ? "close" : "top", toppings.isEmpty ? "it with \(close)" : "it with \(the(toppings)), then close it with \(close)"))
        } else if Self.slicedLoaves.contains(bread.name) {
            steps.append(ChefStep(spread == nil ? "lay out" : "spread", spread.map { "\($0.the) thinly over two slices of \(bread.plainLabel)" } ?? "two slices of \(bread.plainLabel)"))
            steps.append(ChefStep("layer", "\(the(fillings)) on one slice\(season), then top with the other slice"))
        } else if spreadMain {
            steps.append(ChefStep("split", "\(onePiece(bread)) open and spread the inside with \(plan.main.the)" + (spread.map { " and \($0.the)" } ?? "")))
            let toppings = Array(fillings.dropFirst())
            steps.append(ChefStep(toppings.isEmpty ? "close" : "fill", toppings.isEmpty ? "it" : "it with \(the(toppings)), then close it"))
        } else {
            steps.append(ChefStep("split", "\(onePiece(bread)) open" + (spread.map { " and spread the inside with \($0.the)" } ?? "")))
            steps.append(ChefStep("fill", "it with \(the(fillings))\(season), then close it"))
        }
        steps.append(ChefStep("press", "it down gently, cut it in half and wrap it tightly", why: "so it stays fresh until lunch"))
        return steps
    }

    private mutating func wrap() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        var steps: [ChefStep] = []
        let (mix, mixed) = filling()
        if let mix { steps.append(mix) }
        let one = base.isPlural ? "one of \(base.the)" : base.the
        steps.append(ChefStep("warm", "\(one) in a dry pan for about 20 seconds a side", why: "so it rolls without cracking"))
        if let sauce = plan.sauce, !mixed { steps.append(ChefStep("spread", "\(sauce.the) down the middle")) }
        let season = seasonsMain && !mixed ? (seasoning().map { ", season with \($0)" } ?? "") : ""
        // Lemon or lime is squeezed over the filling, not rolled up in it.
        let citrus = plan.garnish.flatMap { ["lemon", "lime"].contains($0.name) ? $0 : nil }
        let toppings = plan.veg + [citrus == nil ? plan.garnish : nil].compactMap { $0 }
        let greens = toppings.isEmpty ? "" : " and top with \(the([plan.extra].compactMap { $0 } + toppings))"
        if plan.main.food.form == .spread {
            steps.append(ChefStep("spread", "\(plan.main.the) over the middle, leaving a gap at the edges" + (greens.isEmpty ? "" : ",\(greens)")))
        } else {
            steps.append(ChefStep("lay", "\(plan.main.the) in a line down the middle\(greens)\(season)"))
        }
        if let citrus {
            steps.append(ChefStep("cut", "a wedge from \(citrus.isPlural ? "one of \(citrus.the)" : citrus.the) and squeeze it over the filling"))
        }
        steps.append(ChefStep("roll", "it up tightly, tucking in the ends, then cut it in half on the diagonal and wrap it in foil", why: "so it holds its shape"))
        return steps
    }

    private mutating func quesadilla() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        let one = base.isPlural ? "one of \(base.the)" : base.the
        let fillings = [plan.main, plan.extra].compactMap { $0 } + plan.veg
        // Small corn tortillas are two, one on top of the other; a wrap is folded in half.
        let two = base.isPlural && ChefPortions.portion(base, in: plan) == "2"
        var steps = [
            ChefStep("scatter", two ? "\(the(fillings)) over one of \(base.the) and lay a second on top" : "\(the(fillings)) over half of \(one) and fold the other half over"),
            ChefStep("cook", "it in a dry pan over a medium heat for 2-3 minutes a side, until golden and the cheese has melted"),
            ChefStep("let", "it cool completely, then cut it into wedges", why: "so it stays crisp in the box"),
        ]
        if let sauce = plan.sauce { steps.append(ChefStep("spoon", "\(sauce.the) into a small pot for dipping")) }
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
            let dressing = tossed ? plan.sauce?.the ?? oil() : oil()
            let season = seasoning().map { " and season with \($0)" } ?? ""
            if let dressing { steps.append(ChefStep("toss", "\(base.the) with \(dressing)\(season)")) }
        }
        let bento = plan.cuisine == "japanese" ? " like a bento, each food in its own compartment" : ""
        let into = plan.isBowl ? (base.food.form == .potato ? "a warm plate" : "a warm bowl") : "one side of the box\(bento)"
        steps.append(ChefStep([.rice, .grain].contains(base.food.form) ? "spoon" : "put", "\(base.the) into \(into)"))
        let season = tossed || plan.sauce != nil || !seasonsMain ? "" : (seasoning().map { " and season with \($0)" } ?? "")
        steps.append(ChefStep("arrange", "\(the([plan.main] + plan.veg)) \(plan.isBowl ? "on top" : "alongside")\(season)"))
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        if plan.isBowl, let sauce = plan.sauce, !tossed {
            steps.append(ChefStep(sauce.food.sauceUses.contains(.drizzle) ? "drizzle" : "spoon", "over \(sauce.the)"))
        } else if let sauce = plan.sauce, sauce.food.sauceUses.contains(.drizzle) {
            steps.append(ChefStep("pack", "\(sauce.the) in a small pot to add at lunchtime", why: "so the \(base.food.form == .rice ? "rice" : "base") doesn't go soggy"))
        } else if let sauce = plan.sauce, !tossed {
            steps.append(ChefStep("spoon", "\(sauce.the) into a small pot", why: "to eat with \(plan.main.the)"))
        }
        return steps
    }

    /// A box with no base, for a kitchen with none or a low-carb one: the vegetables dressed
    /// as a salad with the main on top, a dip or sauce in a pot beside.
    private mutating func saladBox() -> [ChefStep] {
        let dresses = plan.sauce.map { $0.food.sauceUses.contains(.dressing) && $0.food.sauceUses.isDisjoint(with: [.drizzle, .dip]) } ?? false
        let dressing = dresses ? plan.sauce?.the : oil()
        let season = seasoning().map { " and season with \($0)" } ?? ""
        var steps: [ChefStep] = []
        if let dressing {
            steps.append(ChefStep("toss", "\(the(plan.veg)) with \(dressing)\(season), then spoon them into the box"))
        } else {
            steps.append(ChefStep("put", "\(the(plan.veg)) into the box\(season)"))
        }
        steps.append(ChefStep("arrange", "\(plan.main.the) on top"))
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        if let sauce = plan.sauce, !dresses {
            steps.append(ChefStep("spoon", "\(sauce.the) into a small pot", why: "to eat with \(plan.main.the)"))
        }
        return steps
    }

    /// The piece of bread one lunch takes: "one of the rolls", "a third of the baguette".
    func onePiece(_ bread: ChefIngredient) -> String {
        let piece = amount(bread)
        return piece.hasPrefix("a third") || piece.hasPrefix("half") ? piece : bread.isPlural ? "one of \(bread.the)" : bread.the
    }

    /// False for a main that comes seasoned (ham, jerk chicken, hummus): no salt on it.
    var seasonsMain: Bool {
        !seasonedAlready && !plan.main.food.plays(.sauce) && !pairings.seasoned.contains(plan.main.name)
    }

    /// "Scatter over the coriander" or "Add a wedge of the lime to squeeze over".
    func garnishStep(_ garnish: ChefIngredient) -> ChefStep {
        if ["lemon", "lime"].contains(garnish.name) {
            let from = garnish.isPlural ? "one of \(garnish.the)" : garnish.the
            let pack = plan.meal == .dinner ? "" : plan.isHot ? " and pack it beside the flask" : " and pack it alongside"
            return ChefStep("cut", "a wedge from \(from)\(pack) to squeeze over")
        }
        return ChefStep("scatter", "over \(garnish.the)")
    }

    /// Loaves that come in slices; other breads are split open.
    static let slicedLoaves: Set<String> = ["bread", "wholemeal bread", "seeded bread", "sourdough", "rye bread", "hard dough bread", "brioche"]
}
