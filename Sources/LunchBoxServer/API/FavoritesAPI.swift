import Foundation
import Hummingbird
import LunchBoxCore

/// `/api/favorites`: saved ideas, newest first.
struct FavoritesAPI {
    struct FavoriteList: Encodable {
        let favorites: [LunchBoxIdea]
    }

    struct SaveInput: Decodable {
        let ideaId: UUID
    }

    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        let database = dependencies.database
        router.get("/api/favorites") { _, _ in
            try JSONResponse.make(FavoriteList(favorites: try await database.favorites()))
        }
        router.get("/api/favorites/{id}") { _, context in
            guard let idea = try await database.favorite(id: try context.parameters.require("id", as: UUID.self)) else {
                throw HTTPError(.notFound, message: "No favorite has this id.")
            }
            return try JSONResponse.make(idea)
        }
        router.post("/api/favorites") { request, _ in
            let input = try await JSONResponse.decode(SaveInput.self, from: request)
            guard let idea = try await dependencies.knownIdea(id: input.ideaId) else {
                throw HTTPError(.notFound, message: "No recent idea has this id; ask for ideas first.")
            }
            return try JSONResponse.make(try await database.saveFavorite(idea, at: dependencies.clock.now()), status: .created)
        }
        router.delete("/api/favorites/{id}") { _, context in
            guard try await database.deleteFavorite(id: try context.parameters.require("id", as: UUID.self)) else {
                throw HTTPError(.notFound, message: "No favorite has this id.")
            }
            return JSONResponse.noContent()
        }
    }
}
