import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/play`: the current player's summary, the check-in, who is playing (a household
/// member, from `/api/household`), and counting a share made on the device.
struct PlayAPI {
    struct CheckIn: ResponseEncodable {
        let change: PlayChange
        let summary: PlaySummary
    }

    struct PlayerInput: Decodable {
        let name: String
    }

    let play: PlayUseCase
    let household: HouseholdUseCase
    let ideas: IdeasUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/play") { _, _ in
            try await play.summary()
        }
        router.post("/api/play/check-in") { _, _ in
            let change = try await play.checkIn()
            return CheckIn(change: change, summary: try await play.summary())
        }
        router.post("/api/play/current-player") { request, context in
            let input = try await request.decode(as: PlayerInput.self, context: context)
            try await play.switchPlayer(to: try await household.member(input.name).id)
            return try await play.summary()
        }
        router.on(IdeasRoutes.shared) { _, _, context in
            try await ideas.recordShare(id: try context.parameters.require("id", as: UUID.self))
        }
    }
}
