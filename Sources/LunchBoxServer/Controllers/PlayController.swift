import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/play`: points, level, streak, badges, challenges and the household board. A visit
/// is the day's check-in. Forms choose who is playing and set the time zone.
struct PlayController {
    let pages: Pages
    let play: PlayUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/play") { request, context in
            let earned = try await play.checkIn()
            let page = PlayPage(summary: try await play.summary(), justEarned: earned, words: pages.words(context))
            return try pages.render(page, request: request, context: context)
        }
        router.post("/play/players/current") { _, context -> Response in
            try await play.switchPlayer(to: try Self.playerID(context))
            let name = try await play.summary().player.name
            return Flash.success(pages.words(context)("play.nowPlaying", name)).redirect(to: "/play")
        }
        router.post("/play/time-zone") { _, context -> Response in
            try await play.saveTimeZone(context.form.value("timeZone"))
            let zone = TimeWording.zoneName(try await play.timeZone())
            return Flash.success(pages.words(context)("play.daysNowCountIn", zone)).redirect(to: "/play")
        }
    }

    private static func playerID(_ context: AppRequestContext) throws -> UUID {
        guard let id = context.form.value("player").flatMap(UUID.init(uuidString:)) else { throw PlayError.playerNotFound("?") }
        return id
    }
}
