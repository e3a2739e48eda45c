/// Hot pasta in a tomato sauce, and how hot food reaches the table: a warmed flask for a
/// packed lunch, a bowl for dinner.
extension StepWriter {
    mutating func saucedPasta() -> [ChefStep] {
        guard let pasta = plan.carb, let sauce = plan.sauce else { return [] }
        var steps: [ChefStep] = []
        let main = plan.main
        let veg = plan.veg.isEmpty ? "" : say("chefdish.pasta.withVeg", ["foods": sayList(plan.veg)])
        let sauced = ["sauce": sayThe(sauce), "veg": veg]
        // Mince or sausage browned in the pan takes the onion, then the sauce, in the same pan.
        if main.state == .raw, [.brown, .panFry].contains(main.cooking?.technique) {
            let pan = sauced.merging(["main": sayThe(main, .dative)]) { $1 }
            let onion = plan.aromatic.map { say("chefdish.pasta.onionFirst", pan.merging(["onion": sayThe($0), "time": softening($0)]) { $1 }) }
            let sauceIn = onion ?? say("chefdish.pasta.sauceFirst", pan)
            steps.append(ChefStep("add", say("chefdish.pasta.simmerThick", ["start": sauceIn])))
        } else {
            let stirred = sauced.merging(["main": sayThe(main)]) { $1 }
            if let onion = plan.aromatic {
                let soften = stirred.merging(["onion": sayThe(onion), "pan": inPan(), "time": softening(onion)]) { $1 }
                steps.append(ChefStep("soften", say("chefdish.pasta.softenSimmer", soften)))
            } else {
                steps.append(ChefStep("simmer", say("chefdish.pasta.simmer", stirred)))
            }
        }
        steps.append(ChefStep("toss", say("chefdish.pasta.toss", ["pasta": sayLabel(pasta)])))
        if let cheese = plan.extra { steps.append(ChefStep("scatter", say("chefdish.scatterOver", ["food": sayThe(cheese)]))) }
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps += serveHot(say("chefdish.served.pasta"))
        return steps
    }

    /// A dinner bowl: the vegetables softened in the pan with the main (and simmered in
    /// the tomatoes when there are some), spooned hot over the rice; salad leaves on top.
    mutating func bowl(on base: ChefIngredient) -> [ChefStep] {
        let main = plan.main
        let cooked = [plan.aromatic].compactMap { $0 } + plan.veg.filter(\.cooksInPan)
        let fresh = plan.veg.filter { !$0.cooksInPan }
        var steps: [ChefStep] = []
        let tomatoes = plan.sauce?.name == "pasta sauce" ? plan.sauce : nil
        if !cooked.isEmpty || tomatoes != nil {
            let pan = ["foods": sayList(cooked), "main": sayThe(main, .dative), "sauce": tomatoes.map { sayThe($0) } ?? ""]
            let key = cooked.isEmpty ? "chefdish.bowl.simmer" : tomatoes == nil ? "chefdish.bowl.soften" : "chefdish.bowl.softenSimmer"
            steps.append(ChefStep("add", say(key, pan)))
        }
        steps.append(ChefStep(base.food.form == .potato ? "put" : "spoon", say("chefdish.box.warmBowl", ["base": sayThe(base)])))
        let topping =
            tomatoes == nil
            ? sayList([main] + cooked.filter { $0.index != plan.aromatic?.index })
            : say(main.isPlural ? "chefdish.bowl.withSauce.plural" : "chefdish.bowl.withSauce", ["main": sayThe(main)])
        steps.append(ChefStep("spoon", say("chefdish.bowl.overTop", ["foods": topping])))
        if !fresh.isEmpty { steps.append(ChefStep("add", say("chefdish.bowl.onSide", ["foods": sayList(fresh)]))) }
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        if let sauce = plan.sauce, tomatoes == nil { steps.append(ChefStep("drizzle", say("chefdish.drizzleOver", ["food": sayThe(sauce)]))) }
        return steps
    }

    /// How long an aromatic softens: garlic a minute (it burns), onion five. "1 minute",
    /// "5 Minuten".
    func softening(_ aromatic: ChefIngredient) -> String {
        sayMinutes(aromatic.name == "garlic" ? 1 : 5)
    }

    /// "Peel and finely chop half an onion": the aromatic a pan dish starts with.
    func aromaticStep(_ aromatic: ChefIngredient) -> ChefStep {
        switch aromatic.name {
        case "garlic": ChefStep("peel", say("chefdish.aromatic.garlic", ["food": sayPlain(aromatic)]))
        case "shallot": ChefStep("peel", say("chefdish.aromatic.shallot", ["food": sayOneOfThe(aromatic)]))
        default: ChefStep("peel", say("chefdish.aromatic.half", ["food": sayHalfOf(aromatic)]))
        }
    }

    /// What "half" is said of: "an onion" or "the onion"; "Zwiebel" in German ("½ Zwiebel").
    private func sayHalfOf(_ aromatic: ChefIngredient) -> String {
        guard tongue.isEnglish else { return saySingle(aromatic) }
        return aromatic.isPlural ? "an \(ChefWords.singular(aromatic.plainLabel))" : aromatic.the
    }

    /// Noodles stir-fried for dinner: the onion and vegetables in the wok first, then the
    /// noodles and the main, tossed with the sauce.
    mutating func stirFry(_ noodles: ChefIngredient) -> [ChefStep] {
        let pan = oil().map { say("chefdish.wok.oil", ["oil": $0]) } ?? say("chefdish.wok.dry")
        let onion = plan.aromatic.map { say("chefdish.wok.onion", ["food": sayThe($0), "time": softening($0)]) }
        let veg = plan.veg.isEmpty ? nil : say("chefdish.wok.veg", ["foods": sayList(plan.veg)])
        let first = [onion, veg].compactMap { $0 }.joined(separator: say("chefdish.wok.then"))
        var steps = [ChefStep("heat", first.isEmpty ? pan : say("chefdish.wok.first", ["pan": pan, "first": first]))]
        steps.append(ChefStep("add", say("chefdish.wok.add", ["noodles": sayThe(noodles), "main": sayThe(plan.main)])))
        if let sauce = plan.sauce { steps.append(ChefStep("toss", say("chefdish.tossThrough", ["food": sayThe(sauce)]))) }
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps += serveHot(say("chefdish.served.noodles"))
        return steps
    }

    /// The last steps for hot food: into a warmed flask at lunch, onto the table at dinner.
    /// `food` is what is served, in the idea's language ("the hot rice", "Reis"); a food
    /// that already says it is hot ("hot", "heiß") is served "straight away".
    mutating func serveHot(_ food: String) -> [ChefStep] {
        if plan.meal == .dinner {
            let saysHot = food.contains(tongue.isEnglish ? "hot" : "heiß")
            return [ChefStep("serve", say(saysHot ? "chefdish.serve.now" : "chefdish.serve.hotNow", ["food": food]))]
        }
        return [
            ChefStep("fill", say("chefdish.flask.warm"), why: say("chefdish.why.foodStaysHot")),
            ChefStep("spoon", say("chefdish.flask.fill", ["food": food])),
        ]
    }
}
