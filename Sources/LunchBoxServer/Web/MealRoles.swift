import LunchBoxCore

/// Decides which ingredient of an idea becomes a meal's primary protein or carb when the
/// idea is added to the plan: the food lexicon's categories (`mealRole(of:)`), so an
/// ingredient it knows as a protein or a carb takes that role and everything else stays
/// a component.
struct MealRoles: Sendable {
    private let lexicon: FoodLexicon?

    init(lexicon: FoodLexicon?) {
        self.lexicon = lexicon
    }

    init(dependencies: ServerDependencies) {
        self.init(lexicon: dependencies.foodLexicon)
    }

    func role(of ingredient: String) -> MealRole {
        lexicon?.mealRole(of: ingredient) ?? .other
    }
}
