/// The language a household chose for its pages, over each browser's own choice.
public protocol HouseholdLanguageRepository: Sendable {
    /// The chosen language; nil to follow each reader's browser.
    func householdLanguage() async throws -> Language?
    func saveHouseholdLanguage(_ language: Language?) async throws
}
