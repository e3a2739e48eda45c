/// Pasta salads, noodle boxes, onigiri, nibbling plates, flasks, potato salad, frittata,
/// fried rice and breakfasts.
extension StepWriter {
    mutating func pastaSalad() -> [ChefStep] {
        guard let pasta = plan.carb else { return [] }
        let dressing = plan.sauce?.the ?? oil().map { $0 } ?? "a little of the cooking water"
        let season = plan.sauce?.name == "pesto" ? "" : (seasoning().map { ", \($0)" } ?? "")
        var steps = [ChefStep("toss", "\(pasta.the) with \(dressing)\(season), then stir through \(the([plan.main] + plan.veg))")]
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps.append(ChefStep("chill", "it until you pack it; it tastes even better after an hour in the fridge"))
        return steps
    }

    mutating func noodles() -> [ChefStep] {
        guard let noodles = plan.carb else { return [] }
        if plan.isStirFry { return stirFry(noodles) }
        let sauce = plan.sauce?.the ?? oil() ?? "a splash of water"
        var steps = [
            ChefStep("toss", "\(noodles.the) with \(sauce)", why: "so they don't clump"),
            ChefStep("add", "\(the([plan.main] + plan.veg)) on top"),
        ]
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        return steps
    }

    mutating func onigiri() -> [ChefStep] {
        guard let rice = plan.carb else { return [] }
        var steps: [ChefStep] = []
        // Mayonnaise binds the filling (tuna mayo); any other sauce is for dipping.
        let binder = plan.sauce.flatMap { ["mayonnaise", "aioli"].contains($0.name) ? $0 : nil }
        if let binder { steps.append(ChefStep("mix", "\(plan.main.the) with \(binder.the)")) }
        steps.append(ChefStep("let", "\(rice.the) cool until you can handle it"))
        let salt = self.salt().map { ", rub them with a pinch of \($0)" } ?? ""
        steps.append(
            ChefStep(
                "wet", "your hands\(salt), take a handful of rice, press a hollow in the middle, add a spoonful of \(plan.main.the) and press the rice round it into a firm triangle",
                why: "make two or three"))
        if let nori = plan.garnish { steps.append(ChefStep("pack", "\(nori.the) separately to wrap round each one just before eating", why: "so it stays crisp")) }
        if let sauce = plan.sauce, binder == nil { steps.append(ChefStep("pack", "a little \(sauce.label) in a small pot for dipping")) }
        return steps
    }

    mutating func plate() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        // A spread goes in its own pot, to spread on the crackers at lunchtime.
        let spreadMain = plan.main.food.form == .spread
        var steps = [ChefStep("arrange", "\(the([base] + (spreadMain ? [] : [plan.main]) + [plan.extra].compactMap { $0 } + plan.veg)) in the box side by side", why: "to pick up and nibble")]
        if spreadMain {
            let dip = pairings.dips.contains(plan.main.name)
            steps.append(ChefStep("spoon", "\(plan.main.the) into a small pot", why: dip ? "to dip into at lunchtime" : "to spread on \(base.the) at lunchtime"))
        }
        if let sauce = plan.sauce { steps.append(ChefStep("spoon", "\(sauce.the) into a small pot to go with \(plan.main.the)")) }
        return steps
    }

    mutating func flask() -> [ChefStep] {
        var steps: [ChefStep] = []
        // Pulses cooked now in plain water are seasoned before they go in the flask.
        if plan.main.state == .raw, let technique = plan.main.cooking?.technique, [.simmer, .boil].contains(technique) {
            let spice = plan.spice.map { "a pinch of \($0.label)" }
            let season = [spice, seasoning()].compactMap { $0 }
            if !season.isEmpty { steps.append(ChefStep("season", "\(plan.main.the) with \(ChefWords.list(season))")) }
        }
        if let carb = plan.carb, carb.food.form == .rice || carb.food.form == .pasta {
            steps += serveHot("the hot \(carb.label) with \(plan.main.the) on top")
        } else {
            steps += serveHot("the hot \(plan.main.label)")
            if let carb = plan.carb {
                steps.append(
                    ChefStep(plan.meal == .dinner ? "serve" : "wrap", "\(amount(carb)) \(plan.meal == .dinner ? "alongside" : "separately")", why: plan.meal == .dinner ? nil : "to eat alongside"))
            }
        }
        if let garnish = plan.garnish {
            steps.append(["lemon", "lime"].contains(garnish.name) ? garnishStep(garnish) : ChefStep("pack", "\(garnish.the) in a small bag to scatter over at lunchtime"))
        }
        if let sauce = plan.sauce { steps.append(ChefStep("pack", "a spoonful of \(sauce.label) in a small pot to stir in at lunchtime")) }
        return steps
    }

    mutating func potatoSalad() -> [ChefStep] {
        guard let potatoes = plan.carb else { return [] }
        let dressing = plan.sauce?.the ?? oil() ?? "a splash of vinegar"
        let season = seasoning().map { "; season with \($0)" } ?? ""
        let cooled = potatoes.state == .raw ? "the cooled \(potatoes.label)" : potatoes.the
        var steps = [ChefStep("mix", "\(cooled) gently with \(ChefWords.list([dressing] + ([plan.main] + plan.veg).map(\.the)))\(season)")]
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps.append(ChefStep("chill", "it until you pack it"))
        return steps
    }

    mutating func frittata() -> [ChefStep] {
        let grease = oil().map { " and grease a small ovenproof dish with \($0)" } ?? " and line a small ovenproof dish with baking paper"
        let season = seasoning().map { " with \($0)" } ?? ""
        let fillings = [plan.aromatic].compactMap { $0 } + plan.veg + [plan.extra, plan.garnish].compactMap { $0 }
        var steps = [ChefStep("heat", "the oven to 180°C\(grease)")]
        if let onion = plan.aromatic { steps.append(ChefStep("soften", "\(onion.the) \(inPan()) for \(softening(onion))")) }
        steps += [
            ChefStep("beat", "\(plan.main.the)\(season), stir in \(the(fillings)), pour it into the dish and bake for 20-25 minutes until set in the middle"),
            ChefStep("let", "it cool completely, then cut it into fingers"),
        ]
        // A wrap beside the fingers is for rolling them up in, not eaten plain.
        if let carb = plan.carb {
            steps.append(ChefStep("pack", "\(amount(carb)) alongside", why: carb.food.form == .wrap ? "to roll the fingers up in at lunchtime" : nil))
        }
        return steps
    }

    mutating func friedRice() -> [ChefStep] {
        guard let rice = plan.carb else { return [] }
        let pan = oil().map { "\($0) in a wok or large pan" } ?? "a non-stick wok or pan"
        let onion = plan.aromatic.map { "soften \($0.the) for \(softening($0))" }
        let veg = plan.veg.isEmpty ? nil : "stir-fry \(the(plan.veg)) for 2 minutes"
        let first = [onion, veg].compactMap { $0 }.joined(separator: ", then ")
        var steps = [ChefStep("heat", first.isEmpty ? pan : "\(pan) and \(first)")]
        steps.append(ChefStep("add", "\(rice.the) and stir-fry until steaming and piping hot all the way through", why: "as rice should only be reheated once"))
        if plan.main.food.contains.contains(.egg), plan.main.state == .raw {
            steps.append(ChefStep("push", "the rice to one side, scramble \(plan.main.the) in the space, then stir them through"))
        } else {
            steps.append(ChefStep("stir", "through \(plan.main.the) until hot"))
        }
        if let sauce = plan.sauce { steps.append(ChefStep("season", "it with \(sauce.the)")) }
        // Herbs and spring onion are stirred in; a lemon or lime is a wedge to squeeze over.
        let citrus = plan.garnish.map { ["lemon", "lime"].contains($0.name) } ?? false
        if let garnish = plan.garnish, !citrus { steps.append(ChefStep("stir", "in \(garnish.the)")) }
        steps += serveHot("the hot rice")
        if let garnish = plan.garnish, citrus { steps.append(garnishStep(garnish)) }
        return steps
    }

    mutating func breakfast() -> [ChefStep] {
        guard let base = plan.carb else { return [] }
        let fruit = plan.veg
        switch plan.dish {
        case .overnightOats:
            var steps = [ChefStep("stir", "\(base.the) into \(plan.main.the) in a jar, about equal amounts of each, then cover it and leave it in the fridge overnight", ahead: true)]
            if !fruit.isEmpty { steps.append(ChefStep("top", "the oats with \(the(fruit)) in the morning")) }
            return steps
        case .parfait:
            return [
                ChefStep("spoon", "half of \(plan.main.the) into a jar, add \(the(fruit)), then the rest of \(plan.main.the)"),
                ChefStep("pack", "\(base.the) in a separate pot to sprinkle on top", why: "so it stays crunchy"),
            ]
        default:
            let topping = fruit.isEmpty ? "" : " and top with \(the(fruit))"
            let them = amount(base).hasPrefix("two") ? "them" : "it"
            let verb = plan.main.food.form == .spread ? "spread \(them) with" : "top \(them) with"
            // Butter goes on the hot toast first.
            let butter = plan.sauce.map { plan.main.food.form == .spread ? "" : ["butter", "margarine"].contains($0.name) ? "butter \(them), " : "spread \(them) with \($0.the), " } ?? ""
            return [ChefStep("toast", "\(amount(base)), \(butter)\(verb) \(plan.main.the)\(topping)")]
        }
    }

    /// How the packing step names a side: once a step has cut "a quarter of the cucumber"
    /// or "one of the apples", it is packed as "the cucumber" or "the apple", the piece
    /// already cut, not another one.
    func packedAmount(_ side: ChefIngredient) -> String {
        let phrase = amount(side)
        guard cut.contains(side.index) else { return phrase }
        // "the peppers" stay plural: "the pepper" is black pepper.
        let single = side.singularIsItself ? "the \(ChefWords.singular(side.plainLabel))" : side.the
        if phrase.hasPrefix("one of ") || (side.isPlural && ["half a ", "a quarter of a ", "a third of a "].contains(where: phrase.hasPrefix)) { return single }
        if ["half ", "a quarter of ", "a third of "].contains(where: phrase.hasPrefix) { return side.the }
        return phrase
    }

    /// The side, a dip, a snack and a drink packed alongside.
    mutating func alongside() -> [ChefStep] {
        var steps: [ChefStep] = []
        if let side = plan.side {
            let phrase = packedAmount(side)
            // Counted on the amount the lunch takes: "one of the apples", packed as "the apple", is one.
            let taken = amount(side)
            let many = taken.hasPrefix("two of") || taken.hasPrefix("the") && side.isPlural || taken.hasPrefix("a few") || phrase == side.the && side.isPlural
            let compartment = side.food.prep == .whole ? " alongside" : " in \(many ? "their" : "its") own compartment"
            steps.append(plan.meal == .dinner ? ChefStep("serve", "\(phrase) on the side") : ChefStep("pack", "\(phrase)\(compartment)"))
        }
        if let dip = plan.dip {
            // "the apple" for one apple, "the cherry tomatoes" for six.
            let dipper = plan.side.map(named) ?? "the vegetables"
            steps.append(ChefStep("spoon", "\(dip.the) into a small pot", why: "for dipping \(dipper) in"))
        }
        if let snack = plan.snack {
            // A tub is spooned out; pots, tubes and packets go in as they are.
            let tub =
                snack.food.prep == .spoon && Set(snack.label.split(separator: " ").map(String.init)).isDisjoint(with: ["pot", "pots", "tube", "tubes", "cup", "cups"]) && snack.name != "yogurt tubes"
            steps.append(tub ? ChefStep("spoon", "some of \(snack.the) into a small pot with a lid", why: "as a snack") : ChefStep("tuck", "in \(snack.the) as a snack"))
        }
        if let drink = plan.drink { steps.append(ChefStep("pour", "some of \(drink.the) into a small bottle to drink with lunch", why: "as it needs using up soon")) }
        return steps
    }
}
