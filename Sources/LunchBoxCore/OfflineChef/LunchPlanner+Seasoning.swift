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
        if plan.dish == .box { uses = plan.carb?.food.form == .rice ? [.drizzle] : [.dressing] }
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
        let all = sauces.filter { sauce in
            !taken.contains(sauce.index) && (!sauce.food.sauceUses.isDisjoint(with: uses) || plan.dish == .box && goesWith(sauce, plan.main) > 0 && sauce.plays(.sauce))
                && !clashes(sauce, with: plan)
                && (sauce.plays(.sauce) || sauce.food.form == .yogurt && goesWith(sauce, plan.main) > 0)
                && (plan.dish != .flask || goesWith(sauce, plan.main) > 0)
                && (plan.dish != .plate || pairings.dips.contains(sauce.name) || goesWith(sauce, plan.main) > 0)
                && (!pairings.sweet.contains(sauce.name) || goesWith(sauce, plan.main) > 0)
                && (!spreadMain || goesWith(sauce, plan.main) > 0)
                && (cuisineSauces.contains(sauce.name) || goesWith(sauce, plan.main) > 0 || everydayDish && sauce.food.cuisines.isEmpty && everyday.contains(sauce.name)
                    || plan.carb.map { goesWith(sauce, $0) > 0 } == true)
        }
        // A sauce already in two lunches of the batch (hummus in every pitta) leaves the rest
        // to others, unless it is the main's partner (tuna and mayonnaise), or the dish needs
        // one and nothing else fits (noodles tossed in soy sauce); bread does without.
        let fresh = all.filter { usage.count($0) < 2 || goesWith($0, plan.main) > 0 }
        let options = fresh.isEmpty && ![.sandwich, .wrap, .plate].contains(plan.dish) ? all : fresh
        // Only the dish's own kind of sauce, unless it is the main's partner (fish fingers and ketchup).
        let primary = Self.primarySauceUse[plan.dish] ?? uses
        let fitting = options.filter { !$0.food.sauceUses.isDisjoint(with: primary) || goesWith($0, plan.main) > 0 }
        let points = { (sauce: ChefIngredient) -> Int in
            var points = self.goesWith(sauce, plan.main) + self.urgency(sauce) - 10 * usage.count(sauce)
            if cuisineSauces.contains(sauce.name) { points += 15 }
            return points + Int(sauce.tieBreak % 5)
        }
        // A later variant of the same lunch takes the next sauce, so it tastes different.
        let ranked = fitting.sorted { points($0) > points($1) }
        return ranked.isEmpty ? nil : ranked[plan.variants % ranked.count]
    }

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
        guard plan.main.state == .raw, let technique = plan.main.cooking?.technique, spiced.contains(technique), plan.main.food.form != .cheese || plan.main.name == "paneer",
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
