/// Seasoning a lunch from the kitchen's own sauces, by the pairing table: the sauce its
/// dish and cuisine take (or its main's classic partner), a herb to scatter over, a spice
/// for a main fried or roasted from raw, and onion or garlic to start a pan dish.
extension LunchPlanner {
    func chooseSauce(for plan: LunchPlan, taken: Set<Int>, usage: BatchUsage) -> ChefIngredient? {
        if plan.dish == .saucedPasta { return pantry.playing(.sauce).first { $0.name == "pasta sauce" && !taken.contains($0.index) } }
        // Mince browned for a dinner bowl simmers in the tomatoes, as a chilli or a ragù.
        if plan.isBowl, plan.main.cooking?.technique == .brown, let tomatoes = pantry.playing(.sauce).first(where: { $0.name == "pasta sauce" && !taken.contains($0.index) }) {
            return tomatoes
        }
        guard var uses = Self.sauceUses[plan.dish] else { return nil }
        // Rice takes a sauce poured over; grains and potatoes a dressing tossed through.
        // A salad box takes a dressing or a sauce to drizzle, whatever its cuisine.
        if plan.dish == .box { uses = plan.baseless ? [.dressing, .drizzle, .dip] : plan.carb?.food.form == .rice ? [.drizzle] : [.dressing] }
        // A nibbling plate takes a dip, or a spread that partners its main (cheese and chutney).
        if plan.dish == .plate { uses.insert(.spread) }
        // A main that is itself a spread needs no other, unless it is a classic partner.
        let spreadMain = plan.main.food.form == .spread
        let cuisineSauces = pairings.cuisine(plan.cuisine)?.sauces ?? []
        let everyday = pairings.cuisine(FoodPairings.everyday)?.sauces ?? []
        // Household sauces season any lunch but a dish with a cuisine of its own.
        let everydayDish = LunchPlanner.dishCuisine[plan.dish] == nil
        // A main's classic partner comes along whatever the dish (paneer and chutney, in a pot).
        let sauces = pantry.playing(.sauce) + pantry.playing(.snack).filter { $0.food.form == .yogurt }
        let usable = usableSauces(sauces, uses: uses, plan: plan, taken: taken)
        let suited = usable.filter { sauce in
            cuisineSauces.contains(sauce.name) || goesWith(sauce, plan.main) > 0 || everydayDish && sauce.food.cuisines.isEmpty && everyday.contains(sauce.name)
                || plan.baseless && plan.dish == .box && !pairings.sweet.contains(sauce.name)
                || plan.carb.map { goesWith(sauce, $0) > 0 } == true
        }
        // A sauce already in two lunches of the batch (hummus in every pitta) leaves the rest
        // to others, unless it is the main's partner (tuna and mayonnaise), or the dish needs
        // one and nothing else fits (noodles tossed in soy sauce, the one chutney in bread;
        // not hummus, a main of its own). Only the dish's own kind of sauce, unless it is the
        // main's partner (fish fingers and ketchup).
        let primary = plan.baseless ? uses : Self.primarySauceUse[plan.dish] ?? uses
        let fitting = { (all: [ChefIngredient], kinds: Set<SauceUse>) -> [ChefIngredient] in
            let fresh = all.filter { usage.count($0) < 2 || self.goesWith($0, plan.main) > 0 }
            let options = fresh.isEmpty && plan.dish != .plate ? all.filter { !$0.plays(.main) } : fresh
            return options.filter { !$0.food.sauceUses.isDisjoint(with: kinds) || self.goesWith($0, plan.main) > 0 }
        }
        // A cold lunch is never sent out dry while a savoury sauce of another cuisine or kind
        // sits in the fridge (salsa in a tofu wrap, gochujang on a rice box, ranch in a roll).
        var chosen = fitting(suited, primary)
        if chosen.isEmpty, Self.neverDry.contains(plan.dish), !spreadMain {
            let any: Set<SauceUse> = uses.union([.spread, .dip, .dressing])
            chosen = fitting(usableSauces(sauces, uses: any, plan: plan, taken: taken).filter { !pairings.sweet.contains($0.name) && !$0.plays(.main) && $0.food.form != .spice }, any)
        }
        let points = { (sauce: ChefIngredient) -> Int in
            var points = self.goesWith(sauce, plan.main) + self.urgency(sauce) - 10 * usage.count(sauce)
            if cuisineSauces.contains(sauce.name) { points += 15 }
            return points + Int(sauce.tieBreak % 5)
        }
        // A later variant of the same lunch takes the next sauce, so it tastes different.
        let ranked = chosen.sorted { points($0) > points($1) }
        return ranked.isEmpty ? nil : ranked[plan.variants % ranked.count]
    }

    /// The kitchen's sauces this lunch may take in one of `uses`: not clashing, not sweet
    /// unless a partner, a dip on a plate, a partner in a flask.
    private func usableSauces(_ sauces: [ChefIngredient], uses: Set<SauceUse>, plan: LunchPlan, taken: Set<Int>) -> [ChefIngredient] {
        let spreadMain = plan.main.food.form == .spread
        return sauces.filter { sauce in
            !taken.contains(sauce.index) && (!sauce.food.sauceUses.isDisjoint(with: uses) || plan.dish == .box && goesWith(sauce, plan.main) > 0 && sauce.plays(.sauce))
                && !clashes(sauce, with: plan)
                && (sauce.plays(.sauce) || sauce.food.form == .yogurt && goesWith(sauce, plan.main) > 0)
                && (plan.dish != .flask || goesWith(sauce, plan.main) > 0)
                && (plan.dish != .plate || pairings.dips.contains(sauce.name) || goesWith(sauce, plan.main) > 0)
                && (!pairings.sweet.contains(sauce.name) || goesWith(sauce, plan.main) > 0)
                && (!spreadMain || goesWith(sauce, plan.main) > 0)
        }
    }

    /// Dishes that take a kitchen sauce of any cuisine rather than none.
    static let neverDry: Set<DishKind> = [.sandwich, .wrap, .box, .noodles]

    func chooseGarnish(for plan: LunchPlan, taken: Set<Int>) -> ChefIngredient? {
        if plan.dish == .onigiri { return pantry.playing(.garnish).first { $0.name == "nori" && !taken.contains($0.index) } }
        guard Self.garnished.contains(plan.dish), let herbs = pairings.cuisine(plan.cuisine)?.herbs else { return nil }
        let options = pantry.playing(.garnish).filter { herbs.contains($0.name) && !taken.contains($0.index) && $0.state != .raw }
        return best(options) { urgency($0) + Int($0.tieBreak % 5) }
    }

    /// Onion, shallot or garlic, softened first in a dish cooked in the pan, as any cook
    /// starts a sauce, a fried rice or a frittata.
    func chooseAromatic(for plan: LunchPlan, taken: Set<Int>) -> ChefIngredient? {
        guard Self.startsWithOnion.contains(plan.dish) || plan.isBowl && plan.panCooksMain || plan.isStirFry else { return nil }
        let kitchen = pantry.playing(.garnish).filter { !taken.contains($0.index) && !clashes($0, with: plan) }
        return Self.aromatics.lazy.compactMap { name in kitchen.first { $0.name == name } }.first
    }

    /// The aromatics a pan dish starts with, the first the kitchen has.
    static let aromatics = ["onion", "shallot", "red onion", "garlic"]
    static let startsWithOnion: Set<DishKind> = [.saucedPasta, .friedRice, .frittata]

    /// The cuisine's spice for a main the cook fries, browns or roasts from raw.
    func chooseSpice(for plan: LunchPlan, taken: Set<Int>) -> ChefIngredient? {
        let spiced: Set<CookMethod.Technique> = [.panFry, .brown, .oven, .grill]
        // Pulses simmered for a flask take their spice stirred in.
        let simmered = { (technique: CookMethod.Technique) in plan.dish == .flask && [.simmer, .boil].contains(technique) }
        guard plan.main.state == .raw, let technique = plan.main.cooking?.technique, spiced.contains(technique) || simmered(technique),
            plan.main.food.form != .cheese || plan.main.name == "paneer",
            let spices = pairings.cuisine(plan.cuisine)?.spices
        else { return nil }
        let kitchen = pantry.playing(.sauce)
        return spices.lazy.compactMap { name in kitchen.first { $0.name == name && !taken.contains($0.index) } }.first
    }

    /// How each dish takes a sauce: spread in bread, drizzled on rice, tossed through pasta.
    static let sauceUses: [DishKind: Set<SauceUse>] = [
        .sandwich: [.spread], .wrap: [.spread, .dip], .box: [.drizzle, .dressing], .pasta: [.dressing], .noodles: [.drizzle],
        .plate: [.dip], .quesadilla: [.dip], .potatoSalad: [.dressing, .spread], .friedRice: [.drizzle], .onigiri: [.dip],
        .toast: [.spread], .flask: [.dip],
    ]

    /// The sauce a dish is made with; others only as a partner of its main.
    static let primarySauceUse: [DishKind: Set<SauceUse>] = [
        .sandwich: [.spread], .wrap: [.spread], .plate: [.dip], .box: [.drizzle, .dressing], .pasta: [.dressing], .noodles: [.drizzle],
    ]

    /// The dishes a herb is scattered over.
    static let garnished: Set<DishKind> = [.box, .pasta, .saucedPasta, .noodles, .wrap, .friedRice, .flask, .potatoSalad, .frittata]
}
