import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxUseCases

/// `/api/ideas`: ask for ideas (any engine), read the most recent ones.
struct IdeasAPI {
    struct AskInput: Decodable {
        let engine: IdeaEngineChoice?
    }

    let ideas: IdeasUseCase

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/ideas") { request, context in
            // No body at all means the automatic engine.
            let hasBody = (request.headers[.contentLength].flatMap(Int.init) ?? 0) > 0
            let input = hasBody ? try await request.decode(as: AskInput.self, context: context) : AskInput(engine: nil)
            return try await ideas.ask(engine: input.engine ?? .automatic)
        }
        router.get("/api/ideas/recent") { _, _ in
            // Nothing asked yet is "not here" for a client, as documented (404).
            guard let batch = try await ideas.recent() else {
                throw HTTPError(.notFound, message: "No ideas yet: POST /api/ideas asks for some.")
            }
            return batch
        }
    }
}
