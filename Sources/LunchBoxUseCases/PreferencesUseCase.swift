import LunchBoxCore

/// The dietary preferences every engine honours, and the idea preferences (persona,
/// cuisine, difficulty, time, meal, count, repeats) that shape what they write.
public struct PreferencesUseCase: Sendable {
    private let repository: any PreferencesRepository
    private let playLevel: any PlayLevelProviding

    init(repository: any PreferencesRepository, playLevel: any PlayLevelProviding = FirstPlayLevel()) {
        self.repository = repository
        self.playLevel = playLevel
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
        // In the store's one write: two people ticking two diets at once keep both.
        try await repository.updateDietaryPreferences { $0[restriction] = isOn }
    }

    /// Clears every restriction.
    @discardableResult
    public func reset() async throws -> DietaryPreferences {
        try await save(.none)
    }

    public func ideaPreferences() async throws -> IdeaPreferences {
        try await repository.ideaPreferences()
    }

    /// Checks and saves the idea preferences (nothing is saved when any part is wrong):
    /// the count and time must be offered ones, and the persona must be unlocked, unless
    /// it is the one already chosen.
    @discardableResult
    public func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws -> IdeaPreferences {
        let clean = try await checked(preferences)
        try await repository.saveIdeaPreferences(clean)
        return clean
    }

    /// Saves the diets and the idea preferences together, in one write; when the idea
    /// preferences are refused, neither is saved.
    public func save(_ diets: DietaryPreferences, ideas: IdeaPreferences) async throws -> (diets: DietaryPreferences, ideas: IdeaPreferences) {
        let clean = try await checked(ideas)
        try await repository.savePreferences(diets: diets, ideas: clean)
        return (diets, clean)
    }

    private func checked(_ preferences: IdeaPreferences) async throws -> IdeaPreferences {
        let clean = try preferences.validated()
        let previous = try await repository.ideaPreferences()
        if clean.persona != previous.persona, let persona = ChefPersona.find(clean.persona) {
            guard persona.isAvailable(atLevel: try await playLevel.currentLevel()) else {
                throw PreferencesError.personaLocked(name: persona.name, unlockLevel: persona.unlockLevel)
            }
        }
        return clean
    }

    /// Every persona, in catalog order, with whether it can be chosen at the current level.
    public func personas() async throws -> [PersonaChoice] {
        let level = try await playLevel.currentLevel()
        let chosen = try await repository.ideaPreferences().persona
        return ChefPersona.catalog.map { PersonaChoice(persona: $0, isAvailable: $0.isAvailable(atLevel: level), isChosen: $0.id == chosen) }
    }

    /// The chosen chef persona's name and emoji, for share cards.
    public func chosenPersona() async throws -> (name: String, emoji: String)? {
        let chosen = try await repository.ideaPreferences().persona
        return ChefPersona.find(chosen).map { ($0.name, $0.emoji) }
    }
}
