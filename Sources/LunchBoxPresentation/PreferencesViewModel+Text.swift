import LunchBoxCore

extension PreferencesViewModel {
    public var restrictions: [DietaryRestriction] { DietaryRestriction.allCases }

    public func isEnabled(_ restriction: DietaryRestriction) -> Bool { preferences.active.contains(restriction) }

    /// "Vegan: no animal products: …", for VoiceOver.
    public func accessibilityHint(for restriction: DietaryRestriction) -> String { restriction.explanation }
}
