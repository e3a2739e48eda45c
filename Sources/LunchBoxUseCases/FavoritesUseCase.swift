import Foundation
import LunchBoxCore

/// Saved ideas, newest first: save one (from the recent batch, by number or id), open,
/// delete, share.
public struct FavoritesUseCase: Sendable {
    private let store: any FavoritesRepository
    private let ideas: IdeasUseCase
    private let clock: any AppClock
    private let play: any PlayEvents

    init(store: any FavoritesRepository, ideas: IdeasUseCase, clock: any AppClock, play: any PlayEvents = NoPlayEvents()) {
        self.store = store
        self.ideas = ideas
        self.clock = clock
        self.play = play
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
        try await save(try await ideas.idea(id: ideaID))
    }

    /// Saves idea number `number` of the recent batch (`IdeaBatch.numbered`).
    @discardableResult
    public func save(number: Int) async throws -> LunchBoxIdea {
        try await save(try await ideas.idea(number: number))
    }

    /// Saves; only a first save counts for play, so saving again earns nothing. Whether
    /// it is the first is decided in the save's own write, so two saves at once earn the
    /// credit once. The credit itself is a second, best-effort write (recording
    /// play never fails an action): a crash between the two loses it, never doubles it.
    private func save(_ idea: LunchBoxIdea) async throws -> LunchBoxIdea {
        let saved = try await store.saveFavorite(idea, at: clock.now())
        if saved.isNew { await play.record(.favoriteSaved) }
        return saved.idea
    }

    /// Deletes the favorite and returns it; `IdeasError.favoriteNotFound` when it was
    /// already gone.
    @discardableResult
    public func delete(id: UUID) async throws -> LunchBoxIdea {
        guard let idea = try await store.deleteFavorite(id: id) else { throw IdeasError.favoriteNotFound }
        return idea
    }
}
