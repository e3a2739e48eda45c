/// Hot pasta in a tomato sauce, and how hot food reaches the table: a warmed flask for a
/// packed lunch, a bowl for dinner.
extension StepWriter {
    mutating func saucedPasta() -> [ChefStep] {
        guard let pasta = plan.carb, let sauce = plan.sauce else { return [] }
        var steps: [ChefStep] = []
        let main = plan.main
        let veg = plan.veg.isEmpty ? "" : " with \(the(plan.veg))"
        // Mince or sausage browned in the pan takes the onion, then the sauce, in the same pan.
        if main.state == .raw, [.brown, .panFry].contains(main.cooking?.technique) {
            let onion = plan.aromatic.map { "\($0.the) to the pan with \(main.the) and cook for \(softening($0)) until soft, then add \(sauce.the)\(veg)" }
            let sauceIn = onion ?? "\(sauce.the)\(veg) to the pan with \(main.the)"
            steps.append(ChefStep("add", "\(sauceIn) and simmer for 10 minutes, stirring now and then, until thick and piping hot"))
        } else {
            let start = plan.aromatic.map { "\($0.the) \(inPan()) for \(softening($0)), then add \(sauce.the)\(veg) and simmer" }
            steps.append(
                ChefStep(start == nil ? "simmer" : "soften", "\(start ?? "\(sauce.the)\(veg) in a pan") for 10 minutes, stirring now and then, then stir in \(main.the) until piping hot"))
        }
        steps.append(ChefStep("toss", "the hot \(pasta.label) with the sauce"))
        if let cheese = plan.extra { steps.append(ChefStep("scatter", "over \(cheese.the)")) }
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps += serveHot("the pasta")
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
            let soften = cooked.isEmpty ? "" : "\(the(cooked)) to the pan with \(main.the) and cook for 5 minutes until soft"
            let simmer = tomatoes.map { "\(cooked.isEmpty ? "\($0.the) to the pan with \(main.the)" : ", then add \($0.the)") and simmer for 10 minutes until thick" } ?? ""
            steps.append(ChefStep("add", soften + simmer))
        }
        steps.append(ChefStep(base.food.form == .potato ? "put" : "spoon", "\(base.the) into a warm bowl"))
        let topping = tomatoes == nil ? the([main] + cooked.filter { $0.index != plan.aromatic?.index }) : "\(main.the) and \(main.isPlural ? "their" : "its") sauce"
        steps.append(ChefStep("spoon", "\(topping) over the top"))
        if !fresh.isEmpty { steps.append(ChefStep("add", "\(the(fresh)) on the side")) }
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        if let sauce = plan.sauce, tomatoes == nil { steps.append(ChefStep("drizzle", "over \(sauce.the)")) }
        return steps
    }

    /// How long an aromatic softens: garlic a minute (it burns), onion five.
    func softening(_ aromatic: ChefIngredient) -> String {
        aromatic.name == "garlic" ? "1 minute" : "5 minutes"
    }

    /// "Peel and finely chop half an onion": the aromatic a pan dish starts with.
    func aromaticStep(_ aromatic: ChefIngredient) -> ChefStep {
        switch aromatic.name {
        case "garlic": ChefStep("peel", "and crush a clove of \(aromatic.plainLabel)")
        case "shallot": ChefStep("peel", "and finely chop one of \(aromatic.the)")
        default: ChefStep("peel", "and finely chop half \(aromatic.isPlural ? "an \(ChefWords.singular(aromatic.plainLabel))" : aromatic.the)")
        }
    }

    /// Noodles stir-fried for dinner: the onion and vegetables in the wok first, then the
    /// noodles and the main, tossed with the sauce.
    mutating func stirFry(_ noodles: ChefIngredient) -> [ChefStep] {
        let pan = oil().map { "\($0) in a wok or large pan" } ?? "a non-stick wok or pan"
        let onion = plan.aromatic.map { "soften \($0.the) for \(softening($0))" }
        let veg = plan.veg.isEmpty ? nil : "stir-fry \(the(plan.veg)) for 3 minutes"
        let first = [onion, veg].compactMap { $0 }.joined(separator: ", then ")
        var steps = [ChefStep("heat", first.isEmpty ? pan : "\(pan) and \(first)")]
        steps.append(ChefStep("add", "\(noodles.the) and \(plan.main.the) and toss for 2 minutes until piping hot"))
        if let sauce = plan.sauce { steps.append(ChefStep("toss", "through \(sauce.the)")) }
        if let garnish = plan.garnish { steps.append(garnishStep(garnish)) }
        steps += serveHot("the noodles")
        return steps
    }

    /// The last steps for hot food: into a warmed flask at lunch, onto the table at dinner.
    mutating func serveHot(_ food: String) -> [ChefStep] {
        if plan.meal == .dinner { return [ChefStep("serve", food.contains("hot") ? "\(food) straight away" : "\(food) hot, straight away")] }
        return [
            ChefStep("fill", "a food flask with boiling water, leave it for 5 minutes, then pour it away", why: "so the food stays hot"),
            ChefStep("spoon", "\(food) into the flask and close it at once"),
        ]
    }

    /// A cooking step for food eaten hot keeps it hot: no "let it cool". At dinner every
    /// food cooked for the plate stays hot, vegetables too.
    func keepingHot(_ step: ChefStep, for ingredient: ChefIngredient) -> ChefStep {
        guard plan.isHot, plan.meal == .dinner || [plan.main.index, plan.carb?.index].contains(ingredient.index) else { return step }
        var hot = step
        for cooling in ["; let it cool", "; let them cool", ", then let it cool", ", then let them cool", " and let it cool", " and let them cool"] {
            hot.rest = hot.rest.replacingOccurrences(of: cooling, with: "")
        }
        for pronoun in ["it", "them"] {
            hot.rest = hot.rest.replacingOccurrences(of: "drain and cool \(pronoun) under cold water", with: "drain \(pronoun)")
        }
        return hot
    }
}
