/// The dietary and idea preferences, kept between sessions.
public protocol PreferencesRepository: Sendable {
    func dietaryPreferences() async throws -> DietaryPreferences
    func saveDietaryPreferences(_ preferences: DietaryPreferences) async throws
    /// Applies `change` to the preferences as stored and saves them, in one write;
    /// returns what was stored.
    @discardableResult
    func updateDietaryPreferences(_ change: @escaping @Sendable (inout DietaryPreferences) throws -> Void) async throws -> DietaryPreferences
    /// The saved idea preferences, or `IdeaPreferences.standard`.
    func ideaPreferences() async throws -> IdeaPreferences
    func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws
    /// Saves both in one write: both are kept, or neither.
    func savePreferences(diets: DietaryPreferences, ideas: IdeaPreferences) async throws
}
