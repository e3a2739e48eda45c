/// What each diet rules out, in the lexicon's terms.
extension DietaryRestriction {
    /// The contents a food must not have for this diet. Gelatine counts as meat in the
    /// lexicon, so vegetarian and vegan exclude it through `meat`; cheese made with animal
    /// rennet is excluded through `animalRennet`.
    public var forbiddenContents: Set<FoodContent> {
        switch self {
        case .vegetarian: [.meat, .poultry, .fish, .shellfish, .animalRennet]
        case .vegan: [.meat, .poultry, .fish, .shellfish, .dairy, .egg, .honey, .animalRennet]
        case .glutenFree: [.gluten]
        case .dairyFree: [.dairy]
        case .nutFree: [.treeNuts, .peanuts]
        }
    }
}

extension DietaryPreferences {
    /// Every content ruled out by a restriction that is switched on, and every food avoided.
    public var forbiddenContents: Set<FoodContent> {
        active.reduce(into: avoids) { $0.formUnion($1.forbiddenContents) }
    }
}
