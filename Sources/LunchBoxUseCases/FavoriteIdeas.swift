import Foundation
import LunchBoxCore

/// Saved ideas as the screen models use them. On this device `FavoritesUseCase` answers;
/// on the household's server `RemoteFavorites` sends each call to the server's `/api`.
public protocol FavoriteIdeas: Sendable {
    /// All favorites, most recently saved first.
    func list() async throws -> [LunchBoxIdea]
    /// Saves an idea of the recent batch (or a favorite again) by id; returns what was stored.
    @discardableResult
    func save(ideaID: UUID) async throws -> LunchBoxIdea
    /// Deletes the favorite and returns it as it was.
    @discardableResult
    func delete(id: UUID) async throws -> LunchBoxIdea
}

extension FavoritesUseCase: FavoriteIdeas {}
