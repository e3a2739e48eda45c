/// Picking a batch: the best lunch first, then each next one the best of what is left
/// once what the batch already uses counts against it, so mains, dishes and sides vary.
extension LunchPlanner {
    /// How often the batch so far uses each food and dish.
    struct BatchUsage {
        var mains: [String: Int] = [:]
        var dishes: [DishKind: Int] = [:]
        var foods: [String: Int] = [:]

        mutating func record(_ plan: LunchPlan) {
            mains[plan.main.name, default: 0] += 1
            dishes[plan.dish, default: 0] += 1
            for food in plan.all { foods[food.name, default: 0] += 1 }
        }

        func count(_ food: ChefIngredient) -> Int { foods[food.name] ?? 0 }
    }

    /// Up to `count` finished lunches, best first, no two with the same name or the same
    /// foods. Names in `avoided` (the last batch) come back only to reach `minimum`: a
    /// repeat beats a batch too short to choose from, but not a shorter batch.
    /// `repeatsTo` is how many lunches the kitchen allows with no names avoided: the best of
    /// the last batch come back, within the batch's shares, until the batch is as big.
    /// Lunches are told apart by `name`; `avoided` holds names as `shown` writes them (the
    /// household's language), `name` when nil.
    func choose(
        _ count: Int, minimum: Int, repeatsTo: Int = 0, from candidates: [LunchPlan], avoiding avoided: Set<String>, name: @escaping (LunchPlan) -> String,
        shown: ((LunchPlan) -> String)? = nil, random: inout SeededRandom
    ) -> [LunchPlan] {
        let names = Names(key: name, shown: shown ?? name)
        // No main and no dish fills more than its share of the batch: a shorter batch that
        // says why beats four wraps. The share bends only to reach the minimum.
        let kinds = Set(candidates.map(\.dish)).count
        let mains = Set(candidates.map(\.main.name)).count
        let share = Cap(
            dish: max(2, (count + min(kinds, 3) - 1) / max(1, min(kinds, 3))), main: max((count + 1) / 2, (count + min(mains, 3) - 1) / max(1, min(mains, 3))),
            bread: nil, distinctPairs: true)
        var batch = Batch()
        // At most a third of the batch in bread while there are other bases, then bread
        // again rather than a shorter batch.
        let otherBases = candidates.contains { !$0.isBreadBased }
        let breadShare = Cap(dish: share.dish, main: share.main, bread: otherBases ? max(1, count / 3) : nil, distinctPairs: true)
        let breadHalf = Cap(dish: share.dish, main: share.main, bread: otherBases ? max(1, count / 2) : nil, distinctPairs: true)
        for cap in [breadShare, breadHalf, share] {
            fill(&batch, upTo: count, from: candidates, avoiding: avoided, cap: cap, names: names, random: &random)
        }
        // Short of what the kitchen allows: a new lunch a little over the shares, then the
        // best of the last batch again, before a batch of one dish.
        if batch.plans.count < max(minimum, repeatsTo), !avoided.isEmpty {
            let loose = Cap(dish: share.dish + 1, main: share.main + 1, bread: nil, distinctPairs: false)
            fill(&batch, upTo: max(minimum, repeatsTo), from: candidates, avoiding: avoided, cap: loose, names: names, random: &random)
        }
        if batch.plans.count < max(minimum, repeatsTo), !avoided.isEmpty {
            fill(&batch, upTo: max(minimum, repeatsTo), from: candidates, avoiding: [], cap: share, names: names, random: &random)
        }
        if batch.plans.count < minimum {
            fill(&batch, upTo: minimum, from: candidates, avoiding: avoided, cap: nil, names: names, random: &random)
        }
        if batch.plans.count < max(minimum, repeatsTo), !avoided.isEmpty {
            fill(&batch, upTo: max(minimum, repeatsTo), from: candidates, avoiding: [], cap: nil, names: names, random: &random)
        }
        return batch.plans
    }

    /// How many lunches of one dish, and of one main, a batch may hold.
    struct Cap {
        let dish: Int
        let main: Int
        /// How many lunches on bread or wraps; nil for any number.
        let bread: Int?
        /// True when no two lunches may share both their main and their base.
        let distinctPairs: Bool
    }

    /// The lunches chosen so far, with their names and foods.
    struct Batch {
        var plans: [LunchPlan] = []
        var usage = BatchUsage()
        var names = Set<String>()
        var contents = Set<Set<String>>()
        /// Every food of each lunch, so the same foods swapped between dish and side are one lunch.
        var everything = Set<Set<String>>()
        /// Each dish with two fillings, so "hummus and falafel" is not also "falafel and hummus".
        var pairs = Set<[String]>()
        /// Every food of each lunch whatever the dish: two ideas with the same ingredient list
        /// read as one idea twice, a fried rice and a rice box of the very same foods too.
        var lists = Set<Set<String>>()
        /// What the lunches so far take from the kitchen.
        var stock = Stock()
    }

    /// How lunches are told apart (`key`) and how the last batch's were shown.
    private struct Names {
        let key: (LunchPlan) -> String
        let shown: (LunchPlan) -> String
    }

    private func fill(
        _ batch: inout Batch, upTo count: Int, from candidates: [LunchPlan], avoiding avoided: Set<String>, cap: Cap?, names: Names,
        random: inout SeededRandom
    ) {
        var remaining = candidates
        while batch.plans.count < count, !remaining.isEmpty {
            var bestIndex = 0
            var bestScore = Int.min
            for (index, plan) in remaining.enumerated() {
                // Another side for the same leftover is a last resort.
                let sideOnly = plan.variants > 0 && plan.carb == nil && [.flask, .cold].contains(plan.dish)
                let score = plan.score - penalty(plan, batch.usage) - 25 * plan.variants - (sideOnly ? 150 : 0)
                if score > bestScore {
                    bestScore = score
                    bestIndex = index
                }
            }
            var skeleton = remaining.remove(at: bestIndex)
            // Over its share whatever goes with it: not worth finishing.
            if let cap, Self.crowds(skeleton, cap: cap, batch: batch) { continue }
            let taken = batch
            let accept = { (plan: LunchPlan) -> Bool in
                let key = names.key(plan).lowercased()
                // A leftover with only another side is a new lunch only while the batch is short.
                let sameDish = taken.plans.contains { Set($0.inDish.map(\.name)) == Set(plan.inDish.map(\.name)) }
                // One food is not a lunch's main and another's vegetable (edamame through every lunch).
                let crowded =
                    cap != nil
                    && taken.plans.contains { other in
                        other.veg.contains { $0.name == plan.main.name } || plan.veg.contains { $0.name == other.main.name }
                    }
                return !taken.names.contains(key) && !avoided.contains(names.shown(plan).lowercased()) && !taken.contents.contains(plan.foodNames) && !crowded
                    && !taken.everything.contains(plan.everyName) && !taken.pairs.contains(Self.pairKey(plan))
                    && !(sameDish && taken.plans.count >= 3) && !taken.lists.contains(Set(plan.all.map(\.name))) && taken.stock.allows(plan)
            }
            guard let plan = complete(skeleton, usage: batch.usage, stock: batch.stock, random: &random, accept: accept) else { continue }
            // The same main and base may come back with other vegetables and sides.
            if skeleton.variants < 2 {
                skeleton.variants += 1
                remaining.append(skeleton)
            }
            batch.plans.append(plan)
            batch.names.insert(names.key(plan).lowercased())
            batch.contents.insert(plan.foodNames)
            batch.everything.insert(plan.everyName)
            batch.lists.insert(Set(plan.all.map(\.name)))
            if plan.extra != nil { batch.pairs.insert(Self.pairKey(plan)) }
            batch.usage.record(plan)
            batch.stock.take(plan)
        }
    }

    /// True when the batch already holds its share of this main, this dish, bread, or this
    /// main on this base.
    private static func crowds(_ plan: LunchPlan, cap: Cap, batch: Batch) -> Bool {
        (batch.usage.mains[plan.main.name] ?? 0) >= cap.main || (batch.usage.dishes[plan.dish] ?? 0) >= cap.dish
            || plan.isBreadBased && cap.bread.map { limit in batch.plans.filter(\.isBreadBased).count >= limit } == true
            || cap.distinctPairs && batch.plans.contains { $0.main.name == plan.main.name && $0.carb?.name == plan.carb?.name }
    }

    /// The dish and its two fillings in either order; empty for one filling.
    static func pairKey(_ plan: LunchPlan) -> [String] {
        guard let extra = plan.extra else { return [] }
        return [plan.dish.rawValue] + [plan.main.name, extra.name].sorted()
    }

    /// What the batch so far costs a candidate: the same main again most, the same dish,
    /// then the same base.
    private func penalty(_ plan: LunchPlan, _ usage: BatchUsage) -> Int {
        var points = 90 * (usage.mains[plan.main.name] ?? 0)
        points += 75 * (usage.dishes[plan.dish] ?? 0)
        if let carb = plan.carb { points += 15 * usage.count(carb) }
        if let extra = plan.extra { points += 20 * usage.count(extra) }
        return points
    }
}
