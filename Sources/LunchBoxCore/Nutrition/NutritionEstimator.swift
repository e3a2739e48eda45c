import Foundation

/// Estimates a lunch's nutrition from its ingredient lines: each line's food through the
/// lexicon, its amount through `Portion` and `PortionWeights`, its values from the USDA
/// table. The same for the offline chef's ideas and an AI's.
public struct NutritionEstimator: Sendable {
    private let lexicon: FoodLexicon
    private let table: NutritionTable

    public init(lexicon: FoodLexicon, table: NutritionTable) {
        self.lexicon = lexicon
        self.table = table
    }

    public func estimate(_ idea: LunchBoxIdea) -> NutritionEstimate {
        estimate(ingredients: idea.ingredients)
    }

    public func estimate(ingredients: [String]) -> NutritionEstimate {
        NutritionEstimate(lines: ingredients.compactMap(line))
    }

    /// Foods a recipe lists with no amount for cooking or seasoning, not for eating: the
    /// water potatoes boil in is poured away, salt and pepper go "to taste". Weighed as a
    /// usual portion they made a lunch 200 g heavier; left out unless an amount is given.
    private static let unweighedStaples: Set<String> = ["water", "salt", "black pepper"]

    /// The line's estimate; nil for a cooking staple with no amount (`unweighedStaples`).
    private func line(_ ingredient: String) -> NutritionEstimate.Line? {
        let key = lexicon.foodKey(ofLine: ingredient)
        let food = key.hasPrefix(FoodLexicon.knownKeyPrefix) ? String(key.dropFirst(FoodLexicon.knownKeyPrefix.count)) : nil
        let portion = Portion.stated(in: ingredient)
        if let food, portion == nil, Self.unweighedStaples.contains(food) { return nil }
        guard let food, let entry = table.entry(for: food) else {
            return .init(ingredient: ingredient, food: food, srNumber: nil, description: nil, grams: nil, gramsFrom: nil, nutrients: nil)
        }
        let weighed: (grams: Double, basis: PortionWeights.Basis)
        if let portion {
            weighed = PortionWeights.grams(of: portion, entry: entry)
        } else {
            weighed = (PortionWeights.usualGrams(for: lexicon.food(named: food)?.category), .assumed)
        }
        return .init(
            ingredient: ingredient, food: food, srNumber: entry.srNumber, description: entry.description, grams: weighed.grams, gramsFrom: weighed.basis,
            nutrients: entry.per100g.forGrams(weighed.grams))
    }
}
