import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/favorites`: saved ideas, newest first, on the routes the household client
/// calls (`FavoritesRoutes`).
struct FavoritesAPI {
    let favorites: FavoritesUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.on(FavoritesRoutes.list) { _, _, _ in
            FavoritesRoutes.FavoriteList(favorites: try await favorites.list())
        }
        router.on(FavoritesRoutes.favorite) { _, _, context in
            try await favorites.favorite(id: try context.parameters.require("id", as: UUID.self))
        }
        router.on(FavoritesRoutes.save, status: .created) { input, _, _ in
            try await favorites.save(ideaID: input.ideaId)
        }
        router.on(FavoritesRoutes.delete) { _, _, context in
            try await favorites.delete(id: try context.parameters.require("id", as: UUID.self))
        }
    }
}
