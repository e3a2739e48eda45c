import Foundation
import LunchBoxCore

/// `/api/favorites`: saved ideas, newest first.
public enum FavoritesRoutes {
    public struct FavoriteList: Codable, Equatable, Sendable {
        public let favorites: [LunchBoxIdea]

        public init(favorites: [LunchBoxIdea]) {
            self.favorites = favorites
        }
    }

    /// What is sent to save an idea of the recent batch (or a favorite again).
    public struct SaveInput: Codable, Equatable, Sendable {
        public let ideaId: UUID

        public init(ideaId: UUID) {
            self.ideaId = ideaId
        }
    }

    public static let list = APIRoute<APINothing, FavoriteList>("GET", "/api/favorites")
    public static let favorite = APIRoute<APINothing, LunchBoxIdea>("GET", "/api/favorites/{id}")
    public static let save = APIRoute<SaveInput, LunchBoxIdea>("POST", "/api/favorites")
    /// Answers the favorite as it was.
    public static let delete = APIRoute<APINothing, LunchBoxIdea>("DELETE", "/api/favorites/{id}")
}
