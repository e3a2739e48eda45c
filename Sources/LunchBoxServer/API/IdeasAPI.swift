import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// `/api/ideas`: ask for ideas (any engine), read the most recent ones, and which engine
/// answers.
struct IdeasAPI {
    let ideas: IdeasUseCase
    /// The API is language-neutral, so ideas are written in the household's chosen
    /// language (English when it chose none).
    let language: HouseholdLanguageUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post(RouterPath(IdeasRoutes.ask.path)) { request, context in
            // No body at all means the automatic engine.
            let hasBody = (request.headers[.contentLength].flatMap(Int.init) ?? 0) > 0
            let input = hasBody ? try await request.decode(as: IdeasRoutes.AskInput.self, context: context) : IdeasRoutes.AskInput(engine: nil)
            return try await ideas.ask(engine: input.engine ?? .automatic, language: await language.language(for: nil))
        }
        router.on(IdeasRoutes.engines) { _, _, _ in
            await ideas.engineStatus()
        }
        router.get(RouterPath(IdeasRoutes.recent.path)) { _, _ in
            // Nothing asked yet is "not here" for a client, as documented (404).
            guard let batch = try await ideas.recent() else {
                throw HTTPError(.notFound, message: "No ideas yet: POST /api/ideas asks for some.")
            }
            return batch
        }
    }
}
