import Foundation

/// A favorite as saved, and whether it was not a favorite before.
public struct FavoriteSave: Codable, Equatable, Sendable {
    public let idea: LunchBoxIdea
    public let isNew: Bool

    public init(idea: LunchBoxIdea, isNew: Bool) {
        self.idea = idea
        self.isNew = isNew
    }
}

/// Saved ideas, newest first.
public protocol FavoritesRepository: Sendable {
    /// All favorites, most recently saved first.
    func favorites() async throws -> [LunchBoxIdea]
    /// The same list without ingredients and steps, for showing many at once.
    func favoriteSummaries() async throws -> [FavoriteSummary]
    func favorite(id: UUID) async throws -> LunchBoxIdea?
    /// Saves (or re-saves) the idea with `savedAt` set to `date`; returns what was stored
    /// and whether it was new, decided in the same write (two saves at once: one is new).
    @discardableResult
    func saveFavorite(_ idea: LunchBoxIdea, at date: Date) async throws -> FavoriteSave
    /// Removes the favorite and answers it as it was, read in the same write; nil when
    /// there was none with this id.
    @discardableResult
    func deleteFavorite(id: UUID) async throws -> LunchBoxIdea?
}
