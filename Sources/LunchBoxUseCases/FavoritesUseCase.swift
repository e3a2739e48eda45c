import Foundation
import LunchBoxCore

/// Saved ideas, newest first: save one (from the recent batch, by number or id), open,
/// delete, share.
public struct FavoritesUseCase: Sendable {
    private let store: any KitchenStore
    private let ideas: IdeasUseCase
    private let clock: any AppClock

    init(store: any KitchenStore, ideas: IdeasUseCase, clock: any AppClock) {
        self.store = store
        self.ideas = ideas
        self.clock = clock
    }

    /// All favorites, most recently saved first.
    public func list() async throws -> [LunchBoxIdea] {
        try await store.favorites()
    }

    /// The same list without ingredients and steps, for showing many at once.
    public func summaries() async throws -> [FavoriteSummary] {
        try await store.favoriteSummaries()
    }

    /// The favorite; `IdeasError.favoriteNotFound` when there is none with this id.
    public func favorite(id: UUID) async throws -> LunchBoxIdea {
        guard let idea = try await store.favorite(id: id) else { throw IdeasError.favoriteNotFound }
        return idea
    }

    public func isSaved(id: UUID) async throws -> Bool {
        try await store.favorite(id: id) != nil
    }

    /// Saves a recent idea (or re-saves a favorite) by id; returns what was stored.
    @discardableResult
    public func save(ideaID: UUID) async throws -> LunchBoxIdea {
        try await store.saveFavorite(try await ideas.idea(id: ideaID), at: clock.now())
    }

    /// Saves idea number `number` of the recent batch (`IdeaBatch.numbered`).
    @discardableResult
    public func save(number: Int) async throws -> LunchBoxIdea {
        try await store.saveFavorite(try await ideas.idea(number: number), at: clock.now())
    }

    /// Deletes the favorite and returns it; `IdeasError.favoriteNotFound` when it was
    /// already gone.
    @discardableResult
    public func delete(id: UUID) async throws -> LunchBoxIdea {
        let idea = try await favorite(id: id)
        guard try await store.deleteFavorite(id: id) else { throw IdeasError.favoriteNotFound }
        return idea
    }
}
