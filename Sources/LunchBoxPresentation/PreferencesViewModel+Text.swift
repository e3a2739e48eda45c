import LunchBoxCore
import LunchBoxUseCases

extension PreferencesViewModel {
    public var restrictions: [DietaryRestriction] { DietaryRestriction.allCases }

    public func isEnabled(_ restriction: DietaryRestriction) -> Bool { preferences.active.contains(restriction) }

    /// "Vegan: no animal products: …", for VoiceOver.
    public func accessibilityHint(for restriction: DietaryRestriction) -> String { restriction.explanation(words) }

    /// The cooking-time choices, nil (any time) first.
    public var cookingTimes: [Int?] { [nil] + IdeaPreferences.cookingTimeChoices.map(Optional.some) }

    /// "Ideas at a time: 5".
    public var ideaCountLabel: String { words("screens2.preferences.ideaCount", ideaPreferences.ideaCount) }

    /// "Any time" or "Up to 20 minutes".
    public func cookingTimeLabel(_ minutes: Int?) -> String { minutes.map { words("preferences.upToMinutes", $0) } ?? words("preferences.anyTime") }

    /// "🧶 Nana Ruth", or "🔮 Madame Zora (unlocks at level 5)".
    public func title(for choice: PersonaChoice) -> String {
        choice.isAvailable ? choice.persona.label : words("screens2.preferences.locked", choice.persona.label, choice.persona.unlockLevel)
    }
}
