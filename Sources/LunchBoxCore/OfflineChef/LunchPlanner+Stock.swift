/// What a batch takes from the kitchen, counting every lunch in it: three lunches of two
/// eggs each are not offered from a kitchen of two eggs.
extension LunchPlanner {
    struct Stock {
        /// How much of each ingredient (by pantry position) the batch's lunches take.
        private var used: [Int: Double] = [:]

        /// True when the kitchen holds enough of every food this lunch takes, on top of
        /// what the batch takes already. Amounts that cannot be compared (no quantity, "2
        /// slices" from "half a loaf") never refuse a lunch.
        func allows(_ plan: LunchPlan) -> Bool {
            Self.counted(plan).allSatisfy { hasRoom(for: $0, in: plan) }
        }

        /// True when the kitchen has some of this food left for the lunch.
        func hasRoom(for ingredient: ChefIngredient, in plan: LunchPlan) -> Bool {
            guard let (held, portion) = Self.amounts(ingredient, in: plan) else { return true }
            return (used[ingredient.index] ?? 0) + portion <= held + 0.000_1
        }

        mutating func take(_ plan: LunchPlan) {
            for ingredient in Self.counted(plan) {
                guard let (_, portion) = Self.amounts(ingredient, in: plan) else { continue }
                used[ingredient.index, default: 0] += portion
            }
        }

        /// The foods a lunch is made of; sauces, dips and garnishes stretch, as a cook stretches them.
        private static func counted(_ plan: LunchPlan) -> [ChefIngredient] {
            [plan.main] + [plan.extra, plan.carb, plan.side, plan.snack, plan.drink].compactMap { $0 } + plan.veg
        }

        /// The amount held and one lunch's portion, in the same unit; nil when either is
        /// unknown or they are in different units.
        private static func amounts(_ ingredient: ChefIngredient, in plan: LunchPlan) -> (Double, Double)? {
            guard let held = ingredient.held, let words = ChefPortions.portion(ingredient, in: plan), let portion = KitchenAmount(reading: words),
                portion.unit == held.unit
            else { return nil }
            return (held.value, portion.value)
        }
    }
}
