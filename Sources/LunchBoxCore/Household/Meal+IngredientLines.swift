import Foundation

extension Meal {
    /// The meal's foods as ingredient lines for the dietary guard: protein, carb and the
    /// other components, leaving out the empty ones.
    public var ingredientLines: [String] {
        ([primaryProtein, primaryCarb] + otherComponents).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }
}
