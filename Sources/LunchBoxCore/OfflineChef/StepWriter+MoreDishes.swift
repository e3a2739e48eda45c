/// Pasta salads, noodle boxes, onigiri, nibbling plates, flasks, potato salad, frittata,
/// fried rice and breakfasts. Their words are the `chefmore` table's phrases.
extension StepWriter {
    mutating func pastaSalad() -> [ChefStep] {
        guard let pasta = plan.carb else { return [] }
        let dressing = plan.sauce.map { sayThe($0, .dative) } ?? oil().map { $0 } ?? say("chefmore.pastaSalad.cookingWater")
        let season = plan.sauce?.name == "pesto" ? "" : (seasoning().map { say("chefmore.pastaSalad.season", ["seasoning": $0]) } ?? "")
        let foods = sayList([plan.main] + plan.veg)
        var steps = [ChefStep("toss", say("chefmore.pastaSalad.toss", ["pasta": sayThe(pasta), "dressing": dressing, "season": season, "foods": foods]))]
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps.append(ChefStep("chill", say("chefmore.pastaSalad.chill")))
        return steps
    }

    mutating func noodles() -> [ChefStep] {
        guard let noodles = plan.carb else { return [] }
        if plan.isStirFry { return stirFry(noodles) }
        let sauce = plan.sauce.map { sayThe($0, .dative) } ?? oil() ?? say("chefmore.noodles.water")
        var steps = [
            ChefStep("toss", say("chefmore.noodles.toss", ["noodles": sayThe(noodles), "sauce": sauce]), why: say("chefmore.why.noClump")),
            ChefStep("add", say("chefmore.noodles.top", ["foods": sayList([plan.main] + plan.veg)])),
        ]
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        return steps
    }

    mutating func onigiri() -> [ChefStep] {
        guard let rice = plan.carb else { return [] }
        var steps: [ChefStep] = []
        // Mayonnaise binds the filling (tuna mayo); any other sauce is for dipping.
        let binder = plan.sauce.flatMap { ["mayonnaise", "aioli"].contains($0.name) ? $0 : nil }
        if let binder { steps.append(ChefStep("mix", say("chefmore.onigiri.mix", ["food": sayThe(plan.main), "binder": sayThe(binder, .dative)]))) }
        steps.append(ChefStep("let", say("chefmore.onigiri.cool", ["rice": sayThe(rice)])))
        let salt = self.salt().map { say("chefmore.onigiri.salt", ["salt": $0]) } ?? ""
        steps.append(ChefStep("wet", say("chefmore.onigiri.shape", ["salt": salt, "food": sayThe(plan.main)]), why: say("chefmore.why.twoOrThree")))
        if let nori = plan.garnish { steps.append(ChefStep("pack", say("chefmore.onigiri.nori", ["food": sayThe(nori)]), why: say("chefmore.why.crisp"))) }
        if let sauce = plan.sauce, binder == nil { steps.append(ChefStep("pack", say("chefmore.onigiri.dip", ["sauce": sayLabel(sauce)]))) }
        return steps
    }

    mutating func plate() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        // A spread goes in its own pot, to spread on the crackers at lunchtime.
        let spreadMain = plan.main.food.form == .spread
        let foods = sayList([base] + (spreadMain ? [] : [plan.main]) + [plan.extra].compactMap { $0 } + plan.veg)
        var steps = [ChefStep("arrange", say("chefmore.plate.arrange", ["foods": foods]), why: say("chefmore.why.nibble"))]
        if spreadMain {
            let dip = pairings.dips.contains(plan.main.name)
            let why = dip ? say("chefmore.why.dipIn") : say("chefmore.why.spreadOn", ["base": sayThe(base)])
            steps.append(ChefStep("spoon", say("chefmore.pot", ["food": sayThe(plan.main)]), why: why))
        }
        if let sauce = plan.sauce { steps.append(ChefStep("spoon", say("chefmore.plate.sauce", ["sauce": sayThe(sauce), "food": sayThe(plan.main)]))) }
        return steps
    }

    mutating func flask() -> [ChefStep] {
        var steps: [ChefStep] = []
        // Pulses cooked now in plain water are seasoned before they go in the flask.
        if plan.main.state == .raw, let technique = plan.main.cooking?.technique, [.simmer, .boil].contains(technique) {
            let spice = plan.spice.map { say("chefmore.flask.pinch", ["spice": sayLabel($0)]) }
            let salt = seasoning()
            let season = spice.map { spice in salt.map { say("chefmore.flask.spiceAnd", ["spice": spice, "seasoning": $0]) } ?? spice } ?? salt
            if let season { steps.append(ChefStep("season", say("chefmore.flask.season", ["food": sayThe(plan.main), "seasoning": season]))) }
        }
        if let carb = plan.carb, carb.food.form == .rice || carb.food.form == .pasta {
            steps += serveHot(say("chefmore.flask.hotUnder", ["carb": sayLabel(carb), "food": sayThe(plan.main, .dative)]))
        } else {
            steps += serveHot(say("chefmore.flask.hot", ["food": sayLabel(plan.main)]))
            if let carb = plan.carb {
                let dinner = plan.meal == .dinner
                steps.append(
                    ChefStep(
                        dinner ? "serve" : "wrap", say(dinner ? "chefmore.flask.carb.dinner" : "chefmore.flask.carb", ["food": sayAmount(carb)]),
                        why: dinner ? nil : say("chefmore.why.alongside")))
            }
        }
        if let garnish = plan.garnish {
            steps.append(["lemon", "lime"].contains(garnish.name) ? garnishStep(garnish) : ChefStep("pack", say("chefmore.flask.garnish", ["food": sayThe(garnish)])))
        }
        if let sauce = plan.sauce { steps.append(ChefStep("pack", say("chefmore.flask.sauce", ["sauce": sayLabel(sauce)]))) }
        return steps
    }

    mutating func potatoSalad() -> [ChefStep] {
        guard let potatoes = plan.carb else { return [] }
        let dressing = plan.sauce.map { sayThe($0, .dative) } ?? oil() ?? say("chefmore.potatoSalad.vinegar")
        let season = seasoning().map { say("chefmore.potatoSalad.season", ["seasoning": $0]) } ?? ""
        let cooled = potatoes.state == .raw ? say("chefmore.potatoSalad.cooled", ["food": sayLabel(potatoes)]) : sayThe(potatoes)
        let foods = tongue.list([dressing] + ([plan.main] + plan.veg).map { sayThe($0, .dative) })
        var steps = [ChefStep("mix", say("chefmore.potatoSalad.mix", ["potatoes": cooled, "foods": foods, "season": season]))]
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps.append(ChefStep("chill", say("chefmore.potatoSalad.chill")))
        return steps
    }

    mutating func frittata() -> [ChefStep] {
        let grease = oil().map { say("chefmore.frittata.grease", ["oil": $0]) } ?? say("chefmore.frittata.line")
        let season = seasoning().map { say("chefmore.frittata.season", ["seasoning": $0]) } ?? ""
        let fillings = [plan.aromatic].compactMap { $0 } + plan.veg + [plan.extra, plan.garnish].compactMap { $0 }
        var steps = [ChefStep("heat", say("chefmore.frittata.oven", ["grease": grease]))]
        if let onion = plan.aromatic {
            steps.append(ChefStep("soften", say("chefmore.frittata.soften", ["food": sayThe(onion), "pan": inPan(), "time": saySoftening(onion)])))
        }
        steps += [
            ChefStep("beat", say("chefmore.frittata.beat", ["food": sayThe(plan.main), "season": season, "foods": sayList(fillings), "time": tongue.minutes(20...25)])),
            ChefStep("let", say("chefmore.frittata.cool")),
        ]
        // A wrap beside the fingers is for rolling them up in, not eaten plain.
        if let carb = plan.carb {
            steps.append(ChefStep("pack", say("chefmore.frittata.carb", ["food": sayAmount(carb)]), why: carb.food.form == .wrap ? say("chefmore.why.rollUp") : nil))
        }
        return steps
    }

    mutating func friedRice() -> [ChefStep] {
        guard let rice = plan.carb else { return [] }
        let pan = oil().map { say("chefmore.wok.oil", ["oil": $0]) } ?? say("chefmore.wok.nonStick")
        let onion = plan.aromatic.map { say("chefmore.wok.soften", ["food": sayThe($0), "time": saySoftening($0)]) }
        let veg = plan.veg.isEmpty ? nil : say("chefmore.wok.stirFry", ["foods": sayList(plan.veg), "time": sayMinutes(2)])
        let first = [onion, veg].compactMap { $0 }.joined(separator: say("chefmore.then"))
        var steps = [ChefStep("heat", first.isEmpty ? say("chefmore.wok.heat", ["pan": pan]) : say("chefmore.wok.heatAnd", ["pan": pan, "first": first]))]
        steps.append(ChefStep("add", say("chefmore.friedRice.add", ["rice": sayThe(rice)]), why: say("chefmore.why.reheatOnce")))
        if plan.main.food.contains.contains(.egg), plan.main.state == .raw {
            steps.append(ChefStep("push", say("chefmore.friedRice.egg", ["food": sayThe(plan.main)])))
        } else {
            steps.append(ChefStep("stir", say("chefmore.friedRice.main", ["food": sayThe(plan.main)])))
        }
        if let sauce = plan.sauce { steps.append(ChefStep("season", say("chefmore.friedRice.sauce", ["sauce": sayThe(sauce, .dative)]))) }
        // Herbs and spring onion are stirred in; a lemon or lime is a wedge to squeeze over.
        let citrus = plan.garnish.map { ["lemon", "lime"].contains($0.name) } ?? false
        if let garnish = plan.garnish, !citrus { steps.append(ChefStep("stir", say("chefmore.friedRice.garnish", ["food": sayThe(garnish)]))) }
        steps += serveHot(say("chefmore.friedRice.hot"))
        if let garnish = plan.garnish, citrus { steps.append(garnishStep(garnish)) }
        return steps
    }

    mutating func breakfast() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        let fruit = plan.veg
        switch plan.dish {
        case .overnightOats:
            var steps = [ChefStep("stir", say("chefmore.oats.soak", ["base": sayThe(base), "food": sayThe(plan.main)]), ahead: true)]
            if !fruit.isEmpty { steps.append(ChefStep("top", say("chefmore.oats.top", ["fruit": sayList(fruit, .dative)]))) }
            return steps
        case .parfait:
            return [
                ChefStep("spoon", say("chefmore.parfait.layer", ["food": sayThe(plan.main), "fruit": sayList(fruit)])),
                ChefStep("pack", say("chefmore.parfait.base", ["base": sayThe(base)]), why: say("chefmore.why.crunchy")),
            ]
        default:
            let topping = fruit.isEmpty ? "" : say("chefmore.toast.topping", ["fruit": sayList(fruit)])
            // "them" and "it" are English only: a German recipe leaves them unsaid.
            let them = amount(base).hasPrefix("two") ? "them" : "it"
            let spreadMain = plan.main.food.form == .spread
            let verb = say(spreadMain ? "chefmore.toast.spread" : "chefmore.toast.top", ["them": them, "food": sayThe(plan.main, .dative)])
            // Butter goes on the hot toast first.
            let butter =
                plan.sauce.map { sauce -> String in
                    if spreadMain { return "" }
                    if ["butter", "margarine"].contains(sauce.name) { return say("chefmore.toast.butter", ["them": them]) }
                    return say("chefmore.toast.spreadFirst", ["them": them, "sauce": sayThe(sauce, .dative)])
                } ?? ""
            return [ChefStep("toast", say("chefmore.toast", ["base": sayAmount(base), "butter": butter, "verb": verb, "topping": topping]))]
        }
    }

    /// How the packing step names a side: once a step has cut "a quarter of the cucumber"
    /// or "one of the apples", it is packed as "the cucumber" or "the apple", the piece
    /// already cut, not another one. English: the steps' decisions read it.
    func packedAmount(_ side: ChefIngredient) -> String {
        switch packedSide(side) {
        case .amount: return amount(side)
        // "the peppers" stay plural: "the pepper" is black pepper.
        case .piece: return side.singularIsItself ? "the \(ChefWords.singular(side.plainLabel))" : side.the
        case .food: return side.the
        }
    }

    /// The side, a dip, a snack and a drink packed alongside.
    mutating func alongside() -> [ChefStep] {
        var steps: [ChefStep] = []
        if let side = plan.side {
            let phrase = packedAmount(side)
            // Counted on the amount the lunch takes: "one of the apples", packed as "the apple", is one.
            let taken = amount(side)
            let many = taken.hasPrefix("two of") || taken.hasPrefix("the") && side.isPlural || taken.hasPrefix("a few") || phrase == side.the && side.isPlural
            let packed = side.food.prep == .whole ? "chefmore.side.alongside" : many ? "chefmore.side.own.plural" : "chefmore.side.own"
            let food = sayPackedAmount(side)
            steps.append(plan.meal == .dinner ? ChefStep("serve", say("chefmore.side.dinner", ["food": food])) : ChefStep("pack", say(packed, ["food": food])))
        }
        if let dip = plan.dip {
            // "the apple" for one apple, "the cherry tomatoes" for six.
            let dipper = plan.side.map { sayNamed($0) } ?? say("chefmore.dip.vegetables")
            steps.append(ChefStep("spoon", say("chefmore.pot", ["food": sayThe(dip)]), why: say("chefmore.why.dipping", ["food": dipper])))
        }
        if let snack = plan.snack {
            // A tub is spooned out; pots, tubes and packets go in as they are.
            let tub =
                snack.food.prep == .spoon && Set(snack.label.split(separator: " ").map(String.init)).isDisjoint(with: ["pot", "pots", "tube", "tubes", "cup", "cups"]) && snack.name != "yogurt tubes"
            steps.append(
                tub
                    ? ChefStep("spoon", say("chefmore.snack.spoon", ["food": sayThe(snack)]), why: say("chefmore.why.snack"))
                    : ChefStep("tuck", say("chefmore.snack.tuck", ["food": sayThe(snack)])))
        }
        if let drink = plan.drink {
            steps.append(ChefStep("pour", say("chefmore.drink", ["food": sayThe(drink)]), why: say("chefmore.why.useSoon")))
        }
        return steps
    }
}
