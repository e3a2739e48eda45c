import Hummingbird
import LunchBoxWire

extension Router where Context == AppRequestContext {
    /// Answers `route` with `handler`: the body is decoded as the route says it is sent
    /// (nothing is read for `APINothing`), and the answer encoded as the route says it comes
    /// back, with `status` (204 and no body for `APINothing`) and `headers`. The household client calls
    /// the same route, so both sides agree on the path and the types at build time.
    func on<Body, Answer>(
        _ route: APIRoute<Body, Answer>, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:],
        use handler: @escaping @Sendable (Body, Request, Context) async throws -> Answer
    ) {
        on(RouterPath(route.path), method: HTTPRequest.Method(route.method) ?? .get) { request, context -> Response in
            let body = Body.self == APINothing.self ? APINothing() as! Body : try await request.decode(as: Body.self, context: context)
            let answer = try await handler(body, request, context)
            guard Answer.self != APINothing.self else { return Response(status: .noContent) }
            var response = try context.responseEncoder.encode(answer, from: request, context: context)
            response.status = status
            response.headers.append(contentsOf: headers)
            return response
        }
    }
}
