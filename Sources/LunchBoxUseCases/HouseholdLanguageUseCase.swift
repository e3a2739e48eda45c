import LunchBoxCore

/// The household's language: chosen once in Settings (or `lunchbox settings language`),
/// it wins over each reader's browser; left unchosen, each reader meets their own.
public struct HouseholdLanguageUseCase: Sendable {
    private let store: any HouseholdLanguageRepository

    public init(store: any HouseholdLanguageRepository) {
        self.store = store
    }

    /// The household's choice; nil when each reader's own language is used.
    public func chosen() async throws -> Language? {
        try await store.householdLanguage()
    }

    /// Chooses `language` for the household, or nil to follow each reader.
    public func choose(_ language: Language?) async throws {
        try await store.saveHouseholdLanguage(language)
    }

    /// The language a reader meets: the household's, else `reader`'s (their browser's or
    /// locale's), else English. A household choice that cannot be read leaves the reader's.
    public func language(for reader: Language?) async -> Language {
        ((try? await store.householdLanguage()) ?? nil) ?? reader ?? .english
    }
}
