import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// The household's favorites on its server, one `/api/favorites` call each.
public struct RemoteFavorites: FavoriteIdeas {
    private let api: HouseholdAPIClient

    public init(api: HouseholdAPIClient) {
        self.api = api
    }

    public func list() async throws -> [LunchBoxIdea] {
        try await api.send(FavoritesRoutes.list).favorites
    }

    @discardableResult
    public func save(ideaID: UUID) async throws -> LunchBoxIdea {
        try await api.send(FavoritesRoutes.save, body: .init(ideaId: ideaID))
    }

    @discardableResult
    public func delete(id: UUID) async throws -> LunchBoxIdea {
        try await api.send(FavoritesRoutes.delete, ["id": id.uuidString])
    }
}
