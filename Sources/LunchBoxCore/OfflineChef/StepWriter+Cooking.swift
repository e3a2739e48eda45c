/// Cooking steps: raw food cooked by its method and time, frozen food cooked or thawed
/// as its kind allows, leftovers only reheated until piping hot (never cooked again).
/// Their words are the `chefcook` table's phrases, in the idea's language.
extension StepWriter {
    /// What must happen the night before: soaking dried beans, thawing in the fridge.
    func aheadStep(_ ingredient: ChefIngredient) -> ChefStep? {
        if ingredient.cooking?.soakOvernight == true {
            return ChefStep("cover", say("chefcook.soakOvernight", ["food": sayAsBought(ingredient), "it": sayIt(ingredient)]), ahead: true)
        }
        // Frozen meat and fish with no way to cook them from frozen thaw in the fridge first.
        let rawProtein = ingredient.food.category == .protein && ingredient.food.fromFrozen == nil && ingredient.food.cook != nil && ingredient.food.state != .frozen
        let thaws = ingredient.cooking?.technique == .thaw || ingredient.isFrozen && rawProtein
        if ingredient.isFrozen, thaws {
            return ChefStep("put", say("chefcook.thawOvernight", ["food": sayAsBought(ingredient)]), ahead: true)
        }
        return nil
    }

    mutating func cookingSteps(for ingredient: ChefIngredient) -> [ChefStep] {
        if isReheated(ingredient) { return [reheat(ingredient)] }
        guard let method = ingredient.cooking else { return [] }
        let (name, it) = cooked(ingredient)
        let time = sayTime(method)
        switch method.technique {
        case .thaw:
            // Thawed overnight, they are no longer "the frozen prawns".
            let english = cookedName(ingredient)
            let thawed =
                english.hasPrefix("the frozen ")
                ? say("chefcook.thawed", ["food": tongue.isEnglish ? String(english.dropFirst("the frozen ".count)) : sayThe(ingredient)]) : name
            return [ChefStep("drain", say("chefcook.thaw", ["food": thawed, "it": it]))]
        case .soak where ingredient.food.form == .noodles:
            return [
                ChefStep(
                    "soak", say("chefcook.soak.noodles", ["food": name, "water": water(), "time": time, "it": it]),
                    why: say(ingredient.isPlural ? "chefcook.why.noStick.plural" : "chefcook.why.noStick"))
            ]
        case .soak:
            return [ChefStep("pour", say("chefcook.soak", ["food": name, "water": water(), "time": time, "it": it]))]
        case .simmer:
            return [simmer(ingredient, method)]
        case .boil:
            return [boil(ingredient, method)]
        case .steam:
            return [ChefStep("steam", say("chefcook.steam", ["food": name, "time": time, "cool": cooling("chefcook.cool.then", it, ingredient)]))]
        case .panFry:
            return [fry(ingredient, method)]
        case .oven:
            return [roast(ingredient, method)]
        case .brown:
            let season = seasoning().map { say("chefcook.brown.season", ["seasoning": $0]) } ?? ""
            seasonedAlready = true
            let words = [
                "food": name, "pan": inPan(), "spice": spiceWords(for: ingredient), "time": time, "it": it, "season": season,
                "cool": cooling("chefcook.cool.and", it, ingredient),
            ]
            return [ChefStep("brown", say("chefcook.brown", words))]
        case .grill:
            return [ChefStep("grill", say("chefcook.grill", ["food": name, "time": time, "cool": cooling("chefcook.cool.drained", it, ingredient)]))]
        case .wilt:
            return [ChefStep("heat", say("chefcook.wilt", ["food": name, "time": time, "cool": cooling("chefcook.cool.and", it, ingredient)]))]
        case .compote:
            return [ChefStep("simmer", say("chefcook.compote", ["food": name, "water": water(), "time": time]), why: say("chefcook.why.coolFirst"))]
        case .toast:
            return [ChefStep("toast", say("chefcook.toast", ["food": name, "side": method.perSide ? say("chefcook.side") : "", "time": time]))]
        }
    }

    /// In the oven: baked as it is, or cut into wedges or chunks, tossed with oil and roasted.
    private mutating func roast(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        let (name, it) = cooked(ingredient)
        // Fish fillets stay put so they hold together; vegetables and bakes need no turning.
        let fish = !ingredient.food.contains.isDisjoint(with: [.fish, .shellfish]) && ingredient.food.form == nil && !ingredient.food.isBiteSized
        let turns =
            !(ingredient.food.category == .vegetable || ingredient.food.category == .carb || fish && ingredient.name != "fish fingers" && ingredient.name != "fish cakes")
        var words = [
            "food": name, "it": it, "time": sayTime(method), "temperature": method.temperature.map { say("chefcook.oven.temperature", ["degrees": "\($0)"]) } ?? "",
            "turning": turns ? say("chefcook.oven.turning") : "", "until": doneness(ingredient), "cool": cooling("chefcook.cool.semicolon", it, ingredient),
        ]
        guard [.wedges, .chunks].contains(ingredient.food.prep) else {
            words["spice"] = spiceWords(for: ingredient)
            return ChefStep("bake", say("chefcook.bake", words))
        }
        markCut(ingredient)
        words["spice"] = spiceWords(for: ingredient, "chefcook.spice.then")
        words["shape"] = say(ingredient.food.prep == .wedges ? "chefcook.shape.wedges" : "chefcook.shape.chunks")
        words["oil"] = oil().map { say("chefcook.roast.oil", ["it": it, "oil": $0]) } ?? ""
        return ChefStep("cut", say("chefcook.roast", words))
    }

    private mutating func simmer(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        var words = ["food": sayAsBought(ingredient), "it": sayIt(ingredient), "time": sayTime(method)]
        if ingredient.name == "sushi rice" {
            words["water"] = water()
            words["rest"] = sayMinutes(10)
            return ChefStep("rinse", say("chefcook.simmer.sushi", words), why: say("chefcook.why.sticky"))
        }
        if method.soakOvernight {
            words["water"] = water()
            words["boil"] = sayMinutes(10)
            return ChefStep("drain", say("chefcook.simmer.soaked", words))
        }
        if ingredient.food.category == .protein {
            words["water"] = water()
            words["cool"] = cooling("chefcook.cool.and", sayIt(ingredient), ingredient)
            return ChefStep("rinse", say("chefcook.simmer.protein", words))
        }
        let rice = ingredient.food.form == .rice
        words["water"] = saltedWater()
        if plan.isHot, ingredient.index == plan.carb?.index, plan.dish != .friedRice {
            return ChefStep("rinse", say("chefcook.simmer.hot", words))
        }
        if plan.dish == .friedRice {
            return ChefStep("cook", say("chefcook.simmer.friedRice", words), why: say("chefcook.why.notMushy"), ahead: true)
        }
        return ChefStep("rinse", say("chefcook.simmer", words), why: rice ? say("chefcook.why.riceCold") : nil)
    }

    private mutating func boil(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        let (name, it) = cooked(ingredient)
        var words = ["food": name, "it": it, "time": sayTime(method)]
        switch ingredient.food.form {
        case .pasta where plan.isHot:
            words["water"] = saltedWater()
            return ChefStep("boil", say("chefcook.boil.pasta.hot", words))
        case .pasta:
            words["water"] = saltedWater()
            return ChefStep(
                "boil", say("chefcook.boil.pasta", words), why: say(ingredient.isPlural ? "chefcook.why.noStickTogether.plural" : "chefcook.why.noStickTogether"))
        case .noodles:
            words["water"] = water()
            return ChefStep("cook", say("chefcook.boil.noodles", words))
        case .potato:
            markCut(ingredient)
            words["water"] = saltedWater()
            words["cool"] = cooling("chefcook.cool.and", it, ingredient)
            return ChefStep("cut", say("chefcook.boil.potato", words))
        default:
            break
        }
        if ingredient.food.contains.contains(.egg), ingredient.food.category == .protein {
            return ChefStep("boil", say("chefcook.boil.egg", words))
        }
        // Food kept hot is drained, not cooled.
        words["drain"] = say(staysHot(ingredient) ? "chefcook.boil.drain" : "chefcook.boil.drainCool", ["it": it])
        return ChefStep("boil", say("chefcook.boil", words))
    }

    private mutating func fry(_ ingredient: ChefIngredient, _ method: CookMethod) -> ChefStep {
        let (name, it) = cooked(ingredient)
        let pan = ingredient.name == "halloumi" ? say("chefcook.pan.dry") : inPan()
        var words = [
            "food": name, "it": it, "pan": pan, "time": sayTime(method), "side": say(method.perSide ? "chefcook.side" : "chefcook.side.turning"),
            "until": doneness(ingredient), "cool": cooling("chefcook.cool.semicolon", it, ingredient),
        ]
        switch ingredient.food.prep {
        case .spoon where ingredient.food.contains.contains(.egg) && ingredient.food.category == .protein:
            // Liquid egg is scrambled, never left runny.
            return ChefStep("cook", say("chefcook.fry.egg", words))
        case .cube:
            markCut(ingredient)
            words["spice"] = spiceWords(for: ingredient, "chefcook.spice.then")
            return ChefStep("cut", say("chefcook.fry.cubes", words))
        case .slice where ingredient.food.form == .cheese || ingredient.food.category == .carb:
            markCut(ingredient)
            words["spice"] = spiceWords(for: ingredient, "chefcook.spice.then")
            return ChefStep("slice", say("chefcook.fry.slices", words))
        default:
            words["spice"] = spiceWords(for: ingredient)
            return ChefStep("fry", say("chefcook.fry", words))
        }
    }

    /// Leftovers are only reheated: until piping hot, never cooked again from raw.
    private mutating func reheat(_ ingredient: ChefIngredient) -> ChefStep {
        let name = sayThe(ingredient)
        if let method = ingredient.food.cook, method.technique == .panFry {
            return ChefStep("fry", say("chefcook.reheat.fry", ["food": name, "pan": inPan(), "time": sayTime(method), "side": say("chefcook.side")]))
        }
        if ingredient.food.form == .rice || ingredient.food.form == .pasta && ingredient.food.plays(.carb) && !ingredient.food.plays(.main) {
            return ChefStep("reheat", say("chefcook.reheat.rice", ["food": name, "water": water()]), why: say("chefcook.why.reheatOnce"))
        }
        let saucy = ingredient.food.prep == .spoon
        if isHeatedFromTin(ingredient) {
            return ChefStep("heat", say("chefcook.reheat.tin", ["food": name]))
        }
        return ChefStep(
            "reheat", say(saucy ? "chefcook.reheat.pan" : "chefcook.reheat.oven", ["food": name]), why: saucy ? say("chefcook.why.thickened") : nil)
    }

    mutating func markCut(_ ingredient: ChefIngredient) {
        cut.insert(ingredient.index)
    }
}
