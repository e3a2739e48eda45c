/// Breakfasts: overnight oats, a yogurt parfait, toast with a topping, egg muffins.
extension LunchPlanner {
    func breakfastCandidates(random: inout SeededRandom) -> [LunchPlan] {
        var plans: [LunchPlan] = []
        let carbs = pantry.playing(.carb) + pantry.playing(.snack).filter { $0.food.form == .cereal }
        let yogurts = pantry.ingredients.filter { $0.food.form == .yogurt }
        let milks = pantry.ingredients.filter { $0.food.form == .milk }
        func add(_ dish: DishKind, _ main: ChefIngredient, _ carb: ChefIngredient?) {
            var plan = LunchPlan(dish: dish, main: main, carb: carb, cuisine: FoodPairings.everyday)
            plan.meal = .breakfast
            guard fitsTime(plan) else { return }
            plan.score = score(plan) + Int(random.next() % 24)
            plans.append(plan)
        }
        for main in yogurts + milks {
            for carb in carbs where DishFit.fits(carb, .overnightOats, main: main) { add(.overnightOats, main, carb) }
        }
        for main in yogurts {
            for carb in carbs where DishFit.fits(carb, .parfait, main: main) { add(.parfait, main, carb) }
        }
        let toppings = pantry.playing(.main).filter { $0.food.form == .spread || $0.food.form == .cheese || $0.name.contains("egg") }
        for main in top(toppings, Self.mainLimit) {
            for carb in top(carbs.filter { DishFit.fits($0, .toast, main: main) && $0.food.form == .bread }, Self.carbLimit) { add(.toast, main, carb) }
        }
        if let eggs = pantry.ingredients.first(where: { $0.name == "eggs" }) {
            for carb in top(carbs.filter { DishFit.fits($0, .frittata, main: eggs) }, Self.carbLimit) { add(.frittata, eggs, carb) }
        }
        return plans
    }
}
