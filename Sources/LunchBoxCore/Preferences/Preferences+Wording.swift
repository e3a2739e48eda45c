/// The diets, cuisines, difficulties and meals as the reader's language names them
/// (`preferences` table); the English properties beside them stay for prompts and the CLI.
extension DietaryRestriction {
    /// A title for toggles ("Gluten-free", "Glutenfrei").
    public func title(_ words: Wording) -> String { words("preferences.diet.\(rawValue).title") }

    /// The diet inside a sentence ("gluten-free", "glutenfrei").
    public func name(_ words: Wording) -> String { words("preferences.diet.\(rawValue).name") }

    /// What the diet excludes, in words.
    public func explanation(_ words: Wording) -> String { words("preferences.diet.\(rawValue).explanation") }
}

extension Cuisine {
    /// "Middle Eastern", "Nahöstlich".
    public func title(_ words: Wording) -> String { words("preferences.cuisine.\(rawValue)") }
}

extension Difficulty {
    public func title(_ words: Wording) -> String { words("preferences.difficulty.\(rawValue)") }
}

extension MealType {
    public func title(_ words: Wording) -> String { words("preferences.meal.\(rawValue)") }
}

extension FoodContent {
    /// How a food to avoid reads after "no" ("tree nuts", "Schalenfrüchte").
    public func label(_ words: Wording) -> String { words("household.avoid.\(rawValue)") }
}

extension DietaryPreferences {
    /// `activeSummary` in the reader's language: "vegetarian and nut-free, no sesame or
    /// egg"; nil when nothing is chosen.
    public func activeSummary(_ words: Wording) -> String? {
        let diets = active.isEmpty ? nil : words.and(active.map { $0.name(words) })
        let avoided = avoids.isEmpty ? nil : words("household.noneOf", words.or(avoids.sorted().map { $0.label(words) }))
        switch (diets, avoided) {
        case let (diets?, avoided?): return words("list.comma", diets, avoided)
        case let (diets, avoided): return diets ?? avoided
        }
    }
}

extension HouseholdMember {
    /// `needsSummary` in the reader's language: "vegetarian, no sesame", or "no diets".
    public func needsSummary(_ words: Wording) -> String {
        diets.activeSummary(words) ?? words("household.noDiets")
    }
}
