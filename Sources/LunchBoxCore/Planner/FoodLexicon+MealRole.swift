extension FoodLexicon {
    /// The part an ingredient line plays in a meal: the food it names is a protein or a
    /// carb by its lexicon category; anything else, or a line naming no known food, is
    /// another component. "2 slices wholemeal bread" is a carb, "chicken breast" a protein.
    public func mealRole(of ingredient: String) -> MealRole {
        let food = food(named: ingredient) ?? mentions(in: ingredient).first?.food
        switch food?.category {
        case .protein: return .protein
        case .carb: return .carb
        default: return .other
        }
    }
}
