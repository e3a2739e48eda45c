import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/favorites`: saved ideas, newest first.
struct FavoritesAPI {
    struct FavoriteList: ResponseEncodable {
        let favorites: [LunchBoxIdea]
    }

    struct SaveInput: Decodable {
        let ideaId: UUID
    }

    let favorites: FavoritesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/favorites") { _, _ in
            FavoriteList(favorites: try await favorites.list())
        }
        router.get("/api/favorites/{id}") { _, context in
            try await favorites.favorite(id: try context.parameters.require("id", as: UUID.self))
        }
        router.post("/api/favorites") { request, context in
            let input = try await request.decode(as: SaveInput.self, context: context)
            return EditedResponse(status: .created, response: try await favorites.save(ideaID: input.ideaId))
        }
        router.delete("/api/favorites/{id}") { _, context in
            try await favorites.delete(id: try context.parameters.require("id", as: UUID.self))
            return HTTPResponse.Status.noContent
        }
    }
}
