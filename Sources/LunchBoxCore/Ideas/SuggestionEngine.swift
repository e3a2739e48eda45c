/// Anything that turns an inventory and preferences into lunch box ideas.
public protocol SuggestionEngine: Sendable {
    func suggestions(for items: [InventoryItem], preferences: DietaryPreferences, today: CalendarDay?) async throws -> [LunchBoxIdea]
}
