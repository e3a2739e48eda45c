import Foundation
import LunchBoxCore

// Preferences, ideas and favorites: one call per function.

extension RemoteStore: PreferencesRepository {
    public func dietaryPreferences() async throws -> DietaryPreferences { try await send(.dietaryPreferences) }
    public func saveDietaryPreferences(_ preferences: DietaryPreferences) async throws { try await perform(.saveDietaryPreferences(preferences: preferences)) }
    public func updateDietaryPreferences(_ change: @escaping @Sendable (inout DietaryPreferences) throws -> Void) async throws -> DietaryPreferences {
        try await replacing(dietaryPreferences, change, as: StoreCall.replaceDietaryPreferences)
    }
    public func ideaPreferences() async throws -> IdeaPreferences { try await send(.ideaPreferences) }
    public func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws { try await perform(.saveIdeaPreferences(preferences: preferences)) }
    public func savePreferences(diets: DietaryPreferences, ideas: IdeaPreferences) async throws {
        try await perform(.savePreferences(diets: diets, ideas: ideas))
    }
}

extension RemoteStore: RecentIdeasRepository {
    public func recentIdeas() async throws -> IdeaBatch? { try await send(.recentIdeas) }
    public func saveRecentIdeas(_ batch: IdeaBatch) async throws { try await perform(.saveRecentIdeas(batch: batch)) }
    public func reserveIdeaBatchNumber() async throws -> Int { try await send(.reserveIdeaBatchNumber) }
}

extension RemoteStore: FavoritesRepository {
    public func favorites() async throws -> [LunchBoxIdea] { try await send(.favorites) }
    public func favoriteSummaries() async throws -> [FavoriteSummary] { try await send(.favoriteSummaries) }
    public func favorite(id: UUID) async throws -> LunchBoxIdea? { try await send(.favorite(id: id)) }
    public func saveFavorite(_ idea: LunchBoxIdea, at date: Date) async throws -> FavoriteSave { try await send(.saveFavorite(idea: idea, at: date)) }
    public func deleteFavorite(id: UUID) async throws -> Bool { try await send(.deleteFavorite(id: id)) }
}
