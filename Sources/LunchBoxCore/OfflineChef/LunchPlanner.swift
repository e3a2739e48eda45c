/// Works out the lunches a kitchen can make, scores them as a cook would choose (use-soon
/// food and leftovers first, the wished cuisine, difficulty and time, the persona's taste)
/// and picks a varied batch: no main, dish or side used again while others remain.
struct LunchPlanner {
    let pantry: ChefPantry
    let wishes: IdeaWishes
    var pairings: FoodPairings { pantry.lexicon.pairings }

    /// The most mains and bases considered per dish, so a 200-item kitchen stays fast.
    static let mainLimit = 14
    static let carbLimit = 4

    /// The same planner with no time limit, to tell whether the limit cost ideas.
    func withoutTimeLimit() -> LunchPlanner {
        var wishes = wishes
        wishes.maxMinutes = nil
        return LunchPlanner(pantry: pantry, wishes: wishes)
    }

    /// Every main-and-base pairing the kitchen allows, scored, before the sides are chosen.
    func candidates(random: inout SeededRandom) -> [LunchPlan] {
        let allowed = DishFit.dishes(for: wishes.mealType)
        if wishes.mealType == .breakfast { return breakfastCandidates(random: &random) }
        let mains = top(pantry.playing(.main), Self.mainLimit)
        let carbs = pantry.playing(.carb)
        var plans: [LunchPlan] = []
        for main in mains {
            // A salad box or a frittata needs no base: the low-carb kitchen's lunches, and
            // another kind of lunch beside the sandwiches in any kitchen.
            for dish in [DishKind.box, .frittata] where allowed.contains(dish) && DishFit.needsNoBase(dish, main: main) && leads(main, dish) {
                var plan = LunchPlan(dish: dish, main: main, carb: nil, cuisine: cuisine(main, nil, dish: dish))
                plan.baseless = true
                add(plan, to: &plans, random: &random)
            }
            for dish in DishKind.allCases where allowed.contains(dish) && main.fits(dish) && servesRight(main, in: dish) && leads(main, dish) {
                // A dish that is its own base (lasagne, pierogi, cold pizza) takes no other.
                if DishFit.isWhole(main, in: dish) {
                    add(LunchPlan(dish: dish, main: main, carb: nil, cuisine: cuisine(main, nil, dish: dish)), to: &plans, random: &random)
                    continue
                }
                for carb in top(carbs.filter { DishFit.fits($0, dish, main: main) && !pairings.clash(main.name, $0.name) }, Self.carbLimit) {
                    add(LunchPlan(dish: dish, main: main, carb: carb, cuisine: cuisine(main, carb, dish: dish)), to: &plans, random: &random)
                }
            }
        }
        return plans
    }

    /// True when this main can lead the dish: a frittata is made of eggs (cheese only joins
    /// it), a quesadilla needs a cheese that melts somewhere in the kitchen.
    private func leads(_ main: ChefIngredient, _ dish: DishKind) -> Bool {
        switch dish {
        case .frittata: main.name == "eggs"
        case .quesadilla: pantry.ingredients.contains { $0.food.form == .cheese && $0.food.melts }
        case .saucedPasta: pantry.playing(.sauce).contains { $0.name == "pasta sauce" }
        default: true
        }
    }

    /// A hot dish goes in a flask and nowhere else; a flask never holds food eaten cold.
    private func servesRight(_ main: ChefIngredient, in dish: DishKind) -> Bool {
        switch main.serve {
        case .hot: dish == .flask
        case .cold: dish != .flask
        case .either: true
        }
    }

    private func add(_ plan: LunchPlan, to plans: inout [LunchPlan], random: inout SeededRandom) {
        var plan = plan
        plan.meal = wishes.mealType
        guard fitsTime(plan), !plan.isBowl || Self.servesInBowl(plan) else { return }
        plan.score = score(plan) + Int(random.next() % 24)
        plans.append(plan)
    }

    /// The `limit` best of `ingredients` by use-first order: soon-expiring and leftovers
    /// first, then the seed.
    func top(_ ingredients: [ChefIngredient], _ limit: Int) -> [ChefIngredient] {
        guard ingredients.count > limit else { return ingredients }
        return Array(ingredients.sorted { urgency($0) != urgency($1) ? urgency($0) > urgency($1) : $0.tieBreak < $1.tieBreak }.prefix(limit))
    }

    /// How much a cook wants to use this first: soon-expiring food most, then leftovers.
    func urgency(_ ingredient: ChefIngredient) -> Int {
        var points = 0
        if let days = ingredient.daysLeft { points += max(20, 60 - 10 * max(0, days)) }
        if ingredient.isLeftover { points += 25 }
        return points
    }

    /// The cuisine a lunch leans to: the wished one when its foods belong to it, else its
    /// main's, else its base's, else everyday cooking.
    func cuisine(_ main: ChefIngredient, _ carb: ChefIngredient?, dish: DishKind) -> String {
        let tags = main.food.cuisines + (carb?.food.cuisines ?? []) + (Self.dishCuisine[dish].map { [$0] } ?? [])
        if wishes.cuisine != .any, tags.contains(wishes.cuisine.rawValue) { return wishes.cuisine.rawValue }
        // A quesadilla is Mexican and onigiri are Japanese whatever goes in them.
        let mainCuisine = main.food.cuisines.contains { pairings.cuisines[$0] != nil }
        if let own = Self.dishCuisine[dish], [.quesadilla, .onigiri].contains(dish) || !mainCuisine { return own }
        return tags.first { pairings.cuisines[$0] != nil } ?? FoodPairings.everyday
    }

    /// A dinner bowl is hot food on a hot base: a main cooked now or a leftover reheated, on
    /// rice, a grain or potatoes cooked now or reheated; not ham on cold rice.
    static func servesInBowl(_ plan: LunchPlan) -> Bool {
        let hot = { (food: ChefIngredient) in food.cooking != nil || food.state == .cooked && food.serve != .cold }
        guard let carb = plan.carb, [.rice, .grain, .potato].contains(carb.food.form) else { return false }
        return hot(plan.main) && hot(carb)
    }

    /// Dishes that carry their own cuisine whatever goes in them.
    static let dishCuisine: [DishKind: String] = [.quesadilla: "mexican", .onigiri: "japanese", .friedRice: "chinese", .noodles: "chinese"]
}
