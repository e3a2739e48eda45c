/// The dietary and idea preferences, kept between sessions.
public protocol PreferencesRepository: Sendable {
    func dietaryPreferences() async throws -> DietaryPreferences
    func saveDietaryPreferences(_ preferences: DietaryPreferences) async throws
    /// The saved idea preferences, or `IdeaPreferences.standard`.
    func ideaPreferences() async throws -> IdeaPreferences
    func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws
}
