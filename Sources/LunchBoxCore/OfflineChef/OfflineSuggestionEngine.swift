/// The offline chef as a `SuggestionEngine`, for code that works with any engine. The
/// seed is fixed at creation: pass a new one for a fresh set of ideas.
public struct OfflineSuggestionEngine: SuggestionEngine {
    public let chef: OfflineChef
    public let seed: UInt64

    public init(chef: OfflineChef, seed: UInt64 = 0) {
        self.chef = chef
        self.seed = seed
    }

    public func suggestions(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?) async throws -> [LunchBoxIdea] {
        try chef.ideas(for: items, preferences: preferences, today: today, seed: seed)
    }
}
