/// Finishing a lunch around its main and base: the vegetables in the dish, a sauce from
/// the kitchen that suits it, a garnish, and the fruit or vegetable side, with a dip, a
/// snack or a drink when the kitchen has one worth packing.
extension LunchPlanner {
    /// The finished lunch, trying the best few vegetables and sides in turn until `accept`
    /// takes one (a name not used yet); nil when none will do or no fruit or vegetable fits.
    func complete(_ skeleton: LunchPlan, usage: BatchUsage, stock: Stock, random: inout SeededRandom, accept: (LunchPlan) -> Bool) -> LunchPlan? {
        var withExtra = skeleton
        guard completeExtra(&withExtra) else { return nil }
        // A second filling is optional in bread: the lunch is also tried without it.
        var bases = [withExtra]
        if withExtra.extra != nil, [.sandwich, .wrap, .plate].contains(skeleton.dish) { bases.append(skeleton) }
        for base in bases {
            if let plan = finish(base, usage: usage, stock: stock, random: &random, accept: accept) { return plan }
        }
        return nil
    }

    private func finish(_ base: LunchPlan, usage: BatchUsage, stock: Stock, random: inout SeededRandom, accept: (LunchPlan) -> Bool) -> LunchPlan? {
        let baseTaken = Set(base.all.map(\.index))
        for first in firstVegOptions(for: base, taken: baseTaken, usage: usage) {
            let veg = chooseVeg(for: base, first: first, taken: baseTaken, usage: usage)
            if base.dish == .frittata, veg.isEmpty { return nil }
            // A salad box is a salad: two vegetables at least.
            if base.baseless, base.dish == .box, veg.count < 2 { continue }
            // With its first vegetable alone too, when all of them make a lunch the batch has.
            for choice in veg.count > 1 && !base.baseless ? [veg, [veg[0]]] : [veg] {
                var plan = base
                plan.veg = choice
                if let finished = dress(plan, first: first, taken: baseTaken.union(choice.map(\.index)), usage: usage, stock: stock, random: &random, accept: accept) {
                    return finished
                }
            }
        }
        return nil
    }

    /// The lunch with its vegetables chosen, seasoned and given a side, a dip, a snack and a
    /// drink; nil when no side makes a lunch `accept` takes.
    private func dress(
        _ base: LunchPlan, first: ChefIngredient?, taken baseTaken: Set<Int>, usage: BatchUsage, stock: Stock, random: inout SeededRandom,
        accept: (LunchPlan) -> Bool
    ) -> LunchPlan? {
        var plan = base
        var taken = baseTaken
        plan.sauce = chooseSauce(for: plan, taken: taken, usage: usage)
        if let sauce = plan.sauce { taken.insert(sauce.index) }
        plan.garnish = chooseGarnish(for: plan, taken: taken)
        if let garnish = plan.garnish { taken.insert(garnish.index) }
        plan.spice = chooseSpice(for: plan, taken: taken)
        if let spice = plan.spice { taken.insert(spice.index) }
        plan.aromatic = chooseAromatic(for: plan, taken: taken)
        if let aromatic = plan.aromatic { taken.insert(aromatic.index) }
        // A complete food (cold pizza, a flask of leftovers) is a lunch by itself when the
        // kitchen's fruit is counted and wanted elsewhere, else with a side.
        // Fruit the batch has packed already does not count as fitting.
        let left = sideOptions(for: plan, taken: taken, usage: usage).filter { $0.map { stock.hasRoom(for: $0, in: plan) } ?? true }
        let sides = left.isEmpty ? [nil] : left
        let noneFits = sides.allSatisfy { $0 == nil }
        let complete = [.flask, .cold].contains(plan.dish) && plan.meal != .dinner
        // When every fruit left is counted (1 apple), the complete food goes without, so
        // the lunch that needs one gets it.
        let scarce = sides.allSatisfy { $0?.held != nil }
        let order = complete && !noneFits && scarce ? [nil] + sides : sides
        for side in order {
            var finished = plan
            var all = taken
            finished.side = side
            if let side { all.insert(side.index) }
            // No fruit or vegetable only when the kitchen has none that goes with it
            // (egg sandwiches from eggs, bread and butter); the batch note says so.
            guard finished.hasProduce || first == nil && side == nil && (noneFits || complete && scarce) else { continue }
            finished.dip = chooseDip(for: finished, taken: all, usage: usage)
            if let dip = finished.dip { all.insert(dip.index) }
            finished.snack = chooseSnack(for: finished, taken: all, usage: usage, random: &random)
            if let snack = finished.snack { all.insert(snack.index) }
            finished.drink = pantry.playing(.drink).first { $0.isUrgent && !all.contains($0.index) && usage.count($0) == 0 && Self.drinks.contains($0.name) }
            if accept(finished) { return finished }
        }
        return nil
    }

    /// How many vegetables and sides are tried before a lunch is given up.
    static let tries = 3

    /// A quesadilla needs a cheese that melts; a frittata may take cheese or ham.
    private func completeExtra(_ plan: inout LunchPlan) -> Bool {
        switch plan.dish {
        case .quesadilla:
            let melts = { (ingredient: ChefIngredient) in ingredient.food.form == .cheese && ingredient.food.melts }
            if melts(plan.main) {
                plan.extra = best(pantry.playing(.main).filter { $0.index != plan.main.index && $0.fits(.quesadilla) && !melts($0) }) { goesWith($0, plan.main) }
                return true
            }
            plan.extra = best(pantry.playing(.main).filter(melts)) { _ in 0 }
            return plan.extra != nil
        case .frittata:
            plan.extra = best(pantry.playing(.main).filter { $0.index != plan.main.index && $0.fits(.frittata) && $0.state != .raw }) { goesWith($0, plan.main) }
            return plan.main.name == "eggs"
        case .saucedPasta:
            // Cheese grated over the top, when the main is not cheese already.
            if plan.main.food.form != .cheese {
                plan.extra = best(pantry.playing(.main).filter { $0.food.form == .cheese && $0.fits(.saucedPasta) }) { urgency($0) + Int($0.tieBreak % 5) }
            }
            return true
        case .sandwich, .wrap, .plate:
            // A classic second filling (ham and cheese) when the kitchen has it.
            plan.extra = best(pantry.playing(.main).filter { $0.index != plan.main.index && $0.fits(plan.dish) && goesWith($0, plan.main) > 0 && $0.state != .raw }) {
                urgency($0) + Int($0.tieBreak % 5)
            }
            return true
        default:
            return true
        }
    }

    /// The candidates for the dish's first vegetable, best first; [nil] when it takes none.
    private func firstVegOptions(for plan: LunchPlan, taken: Set<Int>, usage: BatchUsage) -> [ChefIngredient?] {
        guard (Self.vegInDish[plan.dish] ?? 0) > 0 else { return [nil] }
        let ranked = vegOptions(for: plan, taken: taken).map { ($0, vegPoints($0, plan: plan, usage: usage)) }.sorted { $0.1 > $1.1 }.map(\.0)
        return ranked.isEmpty ? [nil] : Array(ranked.prefix(Self.tries))
    }

    private func vegOptions(for plan: LunchPlan, taken: Set<Int>) -> [ChefIngredient] {
        let sweetMain = plan.main.food.form == .spread && pairings.sweet.contains { plan.main.name == $0 } || plan.main.name.hasSuffix("butter")
        let breakfast = Self.breakfastDishes.contains(plan.dish)
        var options = pantry.produce.filter {
            ($0.plays(.veg) || $0.plays(.fruit)) && !taken.contains($0.index) && ($0.fits(plan.dish) || breakfast && $0.plays(.fruit)) && !clashes($0, with: plan)
        }
        // Nut butters take only their partners (banana, apple); fruit goes in bread or on toast only as a partner.
        if !breakfast || plan.dish == .toast { options = options.filter { !(sweetMain || $0.plays(.fruit)) || goesWith($0, plan.main) > 0 } }
        return options
    }

    private func chooseVeg(for plan: LunchPlan, first: ChefIngredient?, taken: Set<Int>, usage: BatchUsage) -> [ChefIngredient] {
        guard let first else { return [] }
        // A nut butter takes one partner (banana or apple), not a salad; a variant of a lunch
        // already made keeps to one vegetable, so it differs.
        let single = plan.main.food.form == .spread && plan.main.food.category == .protein && plan.main.name != "hummus" || plan.variants > 0
        let wanted = single ? 1 : Self.vegInDish[plan.dish] ?? 0
        var picked = [first]
        let options = vegOptions(for: plan, taken: taken)
        while picked.count < wanted {
            // Fruit in a sandwich (cheddar and apple) takes no other vegetable but leaves.
            let fruitIn = picked.contains { $0.plays(.fruit) }
            let scored = options.filter { option in
                !picked.contains { $0.index == option.index } && !(option.food.form == .leafy && picked.contains { $0.food.form == .leafy })
                    && (!fruitIn || option.food.form == .leafy) && (!option.plays(.fruit) || picked.allSatisfy { $0.food.form == .leafy })
            }
            // A second vegetable only when it belongs with the dish.
            // A salad box takes its second vegetable whatever the batch has used.
            let salad = plan.baseless && plan.dish == .box && picked.count < 2
            guard let next = best(scored, by: { self.vegPoints($0, plan: plan, usage: usage) }), salad || vegPoints(next, plan: plan, usage: usage) >= 8 else { break }
            picked.append(next)
        }
        return picked
    }

    private func vegPoints(_ veg: ChefIngredient, plan: LunchPlan, usage: BatchUsage) -> Int {
        // Edamame that leads another lunch of the batch is not also every other one's vegetable.
        var points = goesWith(veg, plan.main) + urgency(veg) - 12 * usage.count(veg) - 30 * (usage.mains[veg.name] ?? 0) - (veg.plays(.main) ? 10 : 0)
        if pairings.cuisine(plan.cuisine)?.veg.contains(veg.name) == true { points += 12 }
        return points + Int(veg.tieBreak % 6)
    }

    /// The candidates for the side, best first: fruit when the dish has vegetables, use-soon
    /// food first, not what the batch already packs; [nil] when there is none.
    private func sideOptions(for plan: LunchPlan, taken: Set<Int>, usage: BatchUsage) -> [ChefIngredient?] {
        // Dinner's vegetables are in the dish; raw sticks do not go on the plate beside it.
        if plan.meal == .dinner, !plan.veg.isEmpty { return [nil] }
        let options = pantry.produce.filter { $0.fits(.side) && !taken.contains($0.index) && !clashes($0, with: plan) }
        // Fruit with a nut butter or a sweet main; otherwise whatever the dish lacks.
        let vegInside = !plan.veg.isEmpty || plan.main.food.form == .spread && plan.main.name != "hummus"
        let points = { (side: ChefIngredient) in
            self.urgency(side) * 2 - 30 * usage.count(side) + Int(side.tieBreak % 10) + (side.plays(.fruit) == vegInside ? 12 : 0)
        }
        // Each side's points once, not at every comparison of the sort.
        let ranked = options.map { ($0, points($0)) }.sorted { $0.1 > $1.1 }.map(\.0)
        return ranked.isEmpty ? [nil] : Array(ranked.prefix(Self.tries))
    }

    /// A pot to dip the side in: a savoury dip for vegetable sticks, or a classic partner
    /// (peanut butter with apple slices).
    private func chooseDip(for plan: LunchPlan, taken: Set<Int>, usage: BatchUsage) -> ChefIngredient? {
        // One pot for dipping in a lunch: a quesadilla's sauce, or an onigiri's, is one already.
        if let sauce = plan.sauce, plan.dish == .quesadilla || plan.dish == .onigiri && !["mayonnaise", "aioli"].contains(sauce.name) { return nil }
        let dippers: Set<FoodPrep> = [.sticks, .strips, .florets, .halve, .slice]
        let sticks = ([plan.side].compactMap { $0 } + (plan.dish == .plate ? plan.veg : [])).filter { dippers.contains($0.food.prep) }
        guard let dipper = sticks.first, plan.main.food.form != .spread, plan.sauce?.food.form != .spread || plan.dish != .plate else { return nil }
        let options = pantry.playing(.sauce).filter { dip in
            // A dip that is also a main (peanut butter) goes in one lunch, not beside every one.
            !taken.contains(dip.index) && dip.state != .raw && !clashes(dip, with: plan) && usage.count(dip) < (dip.plays(.main) ? 1 : 2)
                && (goesWith(dip, dipper) > 0 && !dip.food.sauceUses.isEmpty || dipper.plays(.veg) && pairings.dips.contains(dip.name))
        }
        return best(options) { goesWith($0, dipper) + urgency($0) + Int($0.tieBreak % 5) }
    }

    private func chooseSnack(for plan: LunchPlan, taken: Set<Int>, usage: BatchUsage, random: inout SeededRandom) -> ChefIngredient? {
        guard wishes.mealType == .lunchBox, ChefVoice.voice(for: wishes.persona).packsSnacks else { return nil }
        let options = pantry.playing(.snack).filter { pairings.snacks.contains($0.name) && !taken.contains($0.index) && usage.count($0) == 0 && $0.canBeMadeSafe }
        guard let snack = best(options, by: { urgency($0) + Int($0.tieBreak % 10) }) else { return nil }
        // A soon-expiring snack always goes in; otherwise one lunch in two gets one.
        return snack.isUrgent || random.chance(50) ? snack : nil
    }

    /// True when the food clashes with something already in the lunch.
    func clashes(_ food: ChefIngredient, with plan: LunchPlan) -> Bool {
        plan.all.contains { pairings.clash(food.name, $0.name) }
    }

    /// How well two foods go together: classic partners most.
    func goesWith(_ food: ChefIngredient, _ other: ChefIngredient) -> Int {
        pairings.goTogether(food.name, other.name) ? 25 : 0
    }

    /// The highest scoring option; ties go to the earlier one.
    func best(_ options: [ChefIngredient], by points: (ChefIngredient) -> Int) -> ChefIngredient? {
        var best: (ChefIngredient, Int)?
        for option in options {
            let value = points(option)
            if best == nil || value > best!.1 { best = (option, value) }
        }
        return best?.0
    }

    static let vegInDish: [DishKind: Int] = [
        .saucedPasta: 1, .sandwich: 2, .wrap: 2, .box: 2, .pasta: 2, .noodles: 2, .plate: 2, .potatoSalad: 1, .frittata: 2, .friedRice: 2, .quesadilla: 1,
        .toast: 1, .overnightOats: 1, .parfait: 1,
    ]

    static let breakfastDishes: Set<DishKind> = [.overnightOats, .parfait, .toast]

    static let drinks: Set<String> = [
        "milk", "lactose-free milk", "chocolate milk", "kefir", "orange juice", "apple juice", "fruit juice", "smoothie", "milkshake",
        "probiotic drink", "oat milk", "soy milk", "almond milk", "rice milk", "coconut water",
    ]
}
