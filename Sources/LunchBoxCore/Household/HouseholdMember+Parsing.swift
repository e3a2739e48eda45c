import Foundation

/// Reading diets and foods to avoid as people type them, for every face.
extension HouseholdMember {
    /// What a member can avoid, in the lexicon's terms: allergies and foods beyond the five
    /// diets (animal rennet is left to the vegetarian diet).
    public static let avoidChoices: [FoodContent] = FoodContent.allCases.filter { $0 != .animalRennet }

    /// The avoid choice a person typed ("tree nuts", "treeNuts", "Sesame"); nil when unknown.
    public static func avoid(named text: String) -> FoodContent? {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        let aliases: [String: FoodContent] = ["nuts": .treeNuts, "tree nut": .treeNuts, "peanut": .peanuts, "eggs": .egg, "milk": .dairy, "wheat": .gluten]
        return avoidChoices.first { $0.label == key || $0.rawValue.lowercased() == key } ?? aliases[key]
    }

    /// Diets from words, each maybe a comma-separated list ("vegetarian,nut-free");
    /// `HouseholdError.unknownDiet` for a word that is not one.
    public static func diets(from words: [String]) throws -> [DietaryRestriction] {
        try pieces(of: words).map { word in
            guard let diet = DietaryRestriction(rawValue: word.lowercased()) ?? DietaryRestriction.allCases.first(where: { "\($0)".lowercased() == word.lowercased() })
            else { throw HouseholdError.unknownDiet(word) }
            return diet
        }
    }

    /// Foods to avoid from words, as `diets(from:)` reads diets.
    public static func avoids(from words: [String]) throws -> [FoodContent] {
        try pieces(of: words).map { word in
            guard let content = avoid(named: word) else { throw HouseholdError.unknownAvoid(word) }
            return content
        }
    }

    private static func pieces(of words: [String]) -> [String] {
        words.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
