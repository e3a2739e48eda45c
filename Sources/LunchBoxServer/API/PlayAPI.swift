import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/play`: the current player's summary, the check-in, the household's players, and
/// counting a share made on the device.
struct PlayAPI {
    struct CheckIn: ResponseEncodable {
        let change: PlayChange
        let summary: PlaySummary
    }

    struct PlayerInput: Decodable {
        let name: String
    }

    let play: PlayUseCase
    let ideas: IdeasUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/play") { _, _ in
            try await play.summary()
        }
        router.post("/api/play/check-in") { _, _ in
            let change = try await play.checkIn()
            return CheckIn(change: change, summary: try await play.summary())
        }
        router.get("/api/play/players") { _, _ in
            PlayerList(players: try await play.players())
        }
        router.post("/api/play/players") { request, context in
            let input = try await request.decode(as: PlayerInput.self, context: context)
            return EditedResponse(status: .created, response: try await play.addPlayer(named: input.name))
        }
        router.post("/api/play/current-player") { request, context in
            let input = try await request.decode(as: PlayerInput.self, context: context)
            try await play.switchPlayer(to: try await play.player(named: input.name).id)
            return try await play.summary()
        }
        router.post("/api/ideas/{id}/shared") { _, context in
            try await ideas.recordShare(id: try context.parameters.require("id", as: UUID.self))
        }
    }

    struct PlayerList: ResponseEncodable {
        let players: [Player]
    }
}
