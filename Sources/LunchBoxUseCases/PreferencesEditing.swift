import LunchBoxCore

/// The diets and idea preferences as the preferences screen changes them. On this device
/// `PreferencesUseCase` answers; on the household's server `RemotePreferences` sends each
/// change to its `/api/preferences`, where the same use case checks and saves it.
public protocol PreferencesEditing: Sendable {
    func current() async throws -> DietaryPreferences
    /// Saves the whole set; returns what was stored.
    @discardableResult
    func save(_ preferences: DietaryPreferences) async throws -> DietaryPreferences
    /// Turns one diet on or off in one write, keeping the others as stored.
    @discardableResult
    func set(_ restriction: DietaryRestriction, to isOn: Bool) async throws -> DietaryPreferences
    /// Clears every diet.
    @discardableResult
    func reset() async throws -> DietaryPreferences
    func ideaPreferences() async throws -> IdeaPreferences
    /// Checks and saves the idea preferences; nothing is saved when any part is wrong.
    @discardableResult
    func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws -> IdeaPreferences
    /// Every persona, with whether it can be chosen at the household's level.
    func personas() async throws -> [PersonaChoice]
}

extension PreferencesUseCase: PreferencesEditing {}
