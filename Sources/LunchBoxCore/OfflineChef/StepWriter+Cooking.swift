/// Cooking steps: raw food cooked by its method and time, frozen food cooked or thawed
/// as its kind allows, leftovers only reheated until piping hot (never cooked again).
extension StepWriter {
    /// What must happen the night before: soaking dried beans, thawing in the fridge.
    func aheadStep(_ ingredient: ChefIngredient) -> ChefStep? {
        if ingredient.cooking?.soakOvernight == true {
            return ChefStep("cover", "\(ingredient.asBought) with plenty of cold water and leave \(ingredient.pronoun) to soak overnight", ahead: true)
        }
        // Frozen meat and fish with no way to cook them from frozen thaw in the fridge first.
        let rawProtein = ingredient.food.category == .protein && ingredient.food.fromFrozen == nil && ingredient.food.cook != nil && ingredient.food.state != .frozen
        let thaws = ingredient.cooking?.technique == .thaw || ingredient.isFrozen && rawProtein
        if ingredient.isFrozen, thaws {
            return ChefStep("put", "\(ingredient.asBought) in a covered bowl in the fridge to thaw overnight", ahead: true)
        }
        return nil
    }

    mutating func cookingSteps(for ingredient: ChefIngredient) -> [ChefStep] {
        if isReheated(ingredient) { return [reheat(ingredient)] }
        guard let method = ingredient.cooking else { return [] }
        let (name, it) = cooked(ingredient)
        let time = method.duration
        let side = method.perSide ? " a side" : ""
        switch method.technique {
        case .thaw:
            // Thawed overnight, they are no longer "the frozen prawns".
            let thawed = name.hasPrefix("the frozen ") ? "the thawed " + name.dropFirst("the frozen ".count) : name
            return [ChefStep("drain", "\(thawed) and pat \(it) dry")]
        case .soak where ingredient.food.form == .noodles:
            return [
                ChefStep(
                    "soak", "\(name) in just-boiled \(water()) for \(time) until soft, then drain and rinse \(it) under cold water",
                    why: ingredient.isPlural ? "so they don't stick" : "so it doesn't stick")
            ]
        case .soak:
            return [ChefStep("pour", "just enough boiling \(water()) over \(name) to cover \(it), cover and leave for \(time), then fluff \(it) up with a fork")]
        case .simmer:
            return [simmer(ingredient, method)]
        case .boil:
            return [boil(ingredient, method)]
        case .steam:
            return [ChefStep("steam", "\(name) for \(time) until cooked through, then let \(it) cool")]
        case .panFry:
            return [fry(ingredient, method)]
        case .oven:
            let temperature = method.temperature.map { " at \($0)°C" } ?? ""
            // Fish fillets stay put so they hold together; vegetables and bakes need no turning.
            let fish = !ingredient.food.contains.isDisjoint(with: [.fish, .shellfish]) && ingredient.food.form == nil && !ingredient.food.isBiteSized
            let turning =
                ingredient.food.category == .vegetable || ingredient.food.category == .carb || fish && ingredient.name != "fish fingers" && ingredient.name != "fish cakes" ? "" : ", turning halfway,"
            let finish = "\(spiceWords(for: ingredient))\(temperature) for \(time)\(turning) until \(doneness(ingredient)); let \(it) cool"
            guard [.wedges, .chunks].contains(ingredient.food.prep) else { return [ChefStep("bake", "\(name)\(finish)")] }
            markCut(ingredient)
            let oil = self.oil().map { ", toss \(it) with \($0)" } ?? ""
            return [ChefStep("cut", "\(name) into \(ingredient.food.prep == .wedges ? "wedges" : "chunks")\(oil) and roast \(it)\(finish)")]
        case .brown:
            let season = seasoning().map { " and season with \($0)" } ?? ""
            seasonedAlready = true
            return [ChefStep("brown", "\(name) \(inPan())\(spiceWords(for: ingredient)) for \(time), breaking \(it) up, until no pink remains\(season); drain off any fat and let \(it) cool")]
        case .grill:
            return [ChefStep("grill", "\(name) for \(time), turning once, until crisp and cooked through; drain on kitchen paper and let \(it) cool")]
        case .wilt:
            return [ChefStep("heat", "\(name) in a pan for \(time) until wilted and hot, then squeeze out the water and let \(it) cool")]
        case .compote:
            return [ChefStep("simmer", "\(name) with a splash of \(water()) for \(time) into a quick compote", why: "then let it cool before packing")]
        case .toast:
            return [ChefStep("toast", "\(name) from frozen\(side) for \(time)")]
        }
    }

    private mutating func simmer(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        let name = ingredient.asBought
        let it = ingredient.pronoun
        if ingredient.name == "sushi rice" {
            return ChefStep(
                "rinse", "\(name) until the water runs clear, then simmer \(it) covered in \(water()) for \(method.duration) and leave \(it) covered off the heat for 10 minutes",
                why: "so it turns sticky")
        }
        if method.soakOvernight {
            return ChefStep("drain", "\(name), cover with fresh \(water()), boil hard for 10 minutes, then simmer for \(method.duration) until tender; drain and cool")
        }
        if ingredient.food.category == .protein {
            return ChefStep("rinse", "\(name), then simmer \(it) in \(water()) for \(method.duration) until soft; drain and let \(it) cool")
        }
        let rice = ingredient.food.form == .rice
        if plan.isHot, ingredient.index == plan.carb?.index, plan.dish != .friedRice {
            return ChefStep("rinse", "\(name), then simmer \(it) in \(saltedWater()) for \(method.duration) until tender; drain and keep \(it) hot")
        }
        if plan.dish == .friedRice {
            return ChefStep(
                "cook", "\(name) in \(saltedWater()) for \(method.duration), drain, spread \(it) out to cool quickly and keep \(it) in the fridge", why: "so it fries without going mushy", ahead: true)
        }
        return ChefStep(
            "rinse", "\(name), then simmer \(it) in \(saltedWater()) for \(method.duration) until tender; drain and spread \(it) out to cool quickly",
            why: rice ? "then keep it in the fridge (cooked rice must not sit warm)" : nil)
    }

    private mutating func boil(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        let (name, it) = cooked(ingredient)
        let time = method.duration
        switch ingredient.food.form {
        case .pasta where plan.isHot:
            return ChefStep("boil", "\(name) in \(saltedWater()) for \(time) until just tender, then drain \(it)")
        case .pasta:
            return ChefStep(
                "boil", "\(name) in \(saltedWater()) for \(time) until just tender; drain and rinse \(it) under cold water",
                why: ingredient.isPlural ? "so they don't stick together" : "so it doesn't stick together")
        case .noodles:
            return ChefStep("cook", "\(name) in boiling \(water()) for \(time); drain, rinse under cold water and drain well")
        case .potato:
            markCut(ingredient)
            return ChefStep("cut", "\(name) into bite-sized chunks and boil \(it) in \(saltedWater()) for \(time) until tender; drain and let \(it) cool")
        default:
            break
        }
        if ingredient.food.contains.contains(.egg), ingredient.food.category == .protein {
            return ChefStep("boil", "\(name) for \(time), cool \(it) in cold water, then peel \(it)")
        }
        return ChefStep("boil", "\(name) for \(time) until just tender, then drain and cool \(it) under cold water")
    }

    private mutating func fry(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        let (name, it) = cooked(ingredient)
        let side = method.perSide ? " a side" : ", turning,"
        let pan = ingredient.name == "halloumi" ? "in a dry pan" : inPan()
        let finish = "\(spiceWords(for: ingredient).dropFirst()) \(pan) for \(method.duration)\(side) until \(doneness(ingredient)); let \(it) cool"
            .replacingOccurrences(of: "  ", with: " ").trimmingCharacters(in: .whitespaces)
        switch ingredient.food.prep {
        case .spoon where ingredient.food.contains.contains(.egg) && ingredient.food.category == .protein:
            // Liquid egg is scrambled, never left runny.
            return ChefStep("cook", "\(name) \(pan) over a medium heat for \(method.duration), stirring all the time, until set all the way through with no runny egg; let \(it) cool")
        case .cube:
            markCut(ingredient)
            return ChefStep("cut", "\(name) into cubes and fry \(it) \(finish)")
        case .slice where ingredient.food.form == .cheese || ingredient.food.category == .carb:
            markCut(ingredient)
            return ChefStep("slice", "\(name) and fry \(it) \(finish)")
        default:
            return ChefStep("fry", "\(name) \(finish)")
        }
    }

    /// Leftovers are only reheated: until piping hot, never cooked again from raw.
    private mutating func reheat(_ ingredient: ChefIngredient) -> ChefStep {
        let name = ingredient.the
        if let method = ingredient.food.cook, method.technique == .panFry {
            return ChefStep("fry", "\(name) \(inPan()) for \(method.duration) a side until golden and piping hot all the way through")
        }
        if ingredient.food.form == .rice || ingredient.food.form == .pasta && ingredient.food.plays(.carb) && !ingredient.food.plays(.main) {
            return ChefStep("reheat", "\(name) with a splash of \(water()) until steaming and piping hot all the way through", why: "as rice should only be reheated once")
        }
        let saucy = ingredient.food.prep == .spoon
        if isHeatedFromTin(ingredient) {
            return ChefStep("heat", "\(name) in a pan over a medium heat, stirring, until piping hot all the way through")
        }
        return ChefStep(
            "reheat", "\(name) \(saucy ? "in a pan over a medium heat, stirring," : "in the oven or microwave") until piping hot all the way through",
            why: saucy ? "adding a splash of water if it has thickened" : nil)
    }

    /// What a cooking step cooks: the lunch's share of food bought in pieces ("one of the
    /// cod fillets", "two of the sausages"), else all of it as bought; and "it" or "them".
    func cooked(_ ingredient: ChefIngredient) -> (String, String) {
        let piece = amount(ingredient)
        guard ingredient.food.category == .protein, piece.hasPrefix("one of") || piece.hasPrefix("two of") else { return (ingredient.asBought, ingredient.pronoun) }
        return (piece, piece.hasPrefix("one of") ? "it" : "them")
    }

    /// " with a pinch of curry powder" for the main, when the lunch has a spice.
    private func spiceWords(for ingredient: ChefIngredient) -> String {
        guard ingredient.index == plan.main.index, let spice = plan.spice else { return "" }
        return " with a pinch of \(spice.label)"
    }

    /// How to tell it is done: no pink for poultry, pork and mince; flaking for fish.
    private func doneness(_ ingredient: ChefIngredient) -> String {
        if ingredient.food.state == .frozen { return "golden, crisp and piping hot" }
        let contents = ingredient.food.contains
        if !contents.isDisjoint(with: [.poultry, .meat]), ingredient.food.category == .protein { return "cooked through with no pink in the middle" }
        if contents.contains(.shellfish) { return "pink all the way through" }
        if contents.contains(.fish) { return "it flakes easily" }
        if ingredient.food.category == .protein || ingredient.food.form == .cheese { return "golden on the outside" }
        return "golden and tender"
    }

    mutating func markCut(_ ingredient: ChefIngredient) {
        cut.insert(ingredient.index)
    }
}
