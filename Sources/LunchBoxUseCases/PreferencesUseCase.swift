import LunchBoxCore

/// The dietary preferences every engine honours.
public struct PreferencesUseCase: Sendable {
    private let repository: any PreferencesRepository

    init(repository: any PreferencesRepository) {
        self.repository = repository
    }

    public func current() async throws -> DietaryPreferences {
        try await repository.dietaryPreferences()
    }

    /// Saves the whole set; returns what was stored.
    @discardableResult
    public func save(_ preferences: DietaryPreferences) async throws -> DietaryPreferences {
        try await repository.saveDietaryPreferences(preferences)
        return preferences
    }

    /// Turns one restriction on or off, keeping the others.
    @discardableResult
    public func set(_ restriction: DietaryRestriction, to isOn: Bool) async throws -> DietaryPreferences {
        var preferences = try await repository.dietaryPreferences()
        preferences[restriction] = isOn
        return try await save(preferences)
    }

    /// Clears every restriction.
    @discardableResult
    public func reset() async throws -> DietaryPreferences {
        try await save(.none)
    }
}
