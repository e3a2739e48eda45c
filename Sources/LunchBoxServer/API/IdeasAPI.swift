import Foundation
import Hummingbird
import LunchBoxCore

/// `/api/ideas`: ask for ideas (any engine), read the most recent ones.
struct IdeasAPI {
    struct AskInput: Decodable {
        let engine: IdeaEngineChoice?
    }

    let dependencies: ServerDependencies

    func addRoutes(to router: Router<AppRequestContext>) {
        let database = dependencies.database
        router.post("/api/ideas") { request, _ in
            let hasBody = (request.headers[.contentLength].flatMap(Int.init) ?? 0) > 0
            let input = hasBody ? try await JSONResponse.decode(AskInput.self, from: request) : AskInput(engine: nil)
            return try JSONResponse.make(try await dependencies.freshIdeas(engine: input.engine ?? .automatic))
        }
        router.get("/api/ideas/recent") { _, _ in
            guard let batch = try await database.recentIdeas() else {
                throw HTTPError(.notFound, message: "No ideas yet: POST /api/ideas asks for some.")
            }
            return try JSONResponse.make(batch)
        }
    }
}
