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
        NutritionEstimate(lines: ingredients.map(line))
    }

    private func line(_ ingredient: String) -> NutritionEstimate.Line {
        let key = lexicon.foodKey(ofLine: ingredient)
        let food = key.hasPrefix(FoodLexicon.knownKeyPrefix) ? String(key.dropFirst(FoodLexicon.knownKeyPrefix.count)) : nil
        guard let food, let entry = table.entry(for: food) else {
            return .init(ingredient: ingredient, food: food, srNumber: nil, description: nil, grams: nil, gramsFrom: nil, nutrients: nil)
        }
        let weighed: (grams: Double, basis: PortionWeights.Basis)
        if let portion = Portion.stated(in: ingredient) {
            weighed = PortionWeights.grams(of: portion, entry: entry)
        } else {
            weighed = (PortionWeights.usualGrams(for: lexicon.food(named: food)?.category), .assumed)
        }
        return .init(
            ingredient: ingredient, food: food, srNumber: entry.srNumber, description: entry.description, grams: weighed.grams, gramsFrom: weighed.basis,
            nutrients: entry.per100g.forGrams(weighed.grams))
    }
}
