/// The dietary preferences, kept between sessions.
public protocol PreferencesRepository: Sendable {
    func dietaryPreferences() async throws -> DietaryPreferences
    func saveDietaryPreferences(_ preferences: DietaryPreferences) async throws
}
