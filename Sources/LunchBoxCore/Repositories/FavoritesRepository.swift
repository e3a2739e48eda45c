import Foundation

/// Saved ideas, newest first.
public protocol FavoritesRepository: Sendable {
    /// All favorites, most recently saved first.
    func favorites() async throws -> [LunchBoxIdea]
    /// The same list without ingredients and steps, for showing many at once.
    func favoriteSummaries() async throws -> [FavoriteSummary]
    func favorite(id: UUID) async throws -> LunchBoxIdea?
    /// Saves (or re-saves) the idea with `savedAt` set to `date`; returns what was stored.
    @discardableResult
    func saveFavorite(_ idea: LunchBoxIdea, at date: Date) async throws -> LunchBoxIdea
    /// Removes the favorite; false when there was none with this id.
    @discardableResult
    func deleteFavorite(id: UUID) async throws -> Bool
}
