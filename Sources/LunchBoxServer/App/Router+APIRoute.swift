import Hummingbird
import LunchBoxWire

extension Router where Context == AppRequestContext {
    /// Answers `route` with `handler`: the body is decoded as the route says it is sent
    /// (nothing is read for `APINothing`), and the answer encoded as the route says it comes
    /// back, with `status` (204 and no body for `APINothing`) and `headers`. The household
    /// client calls the same route, so both sides agree on the path and the types at build time.
    func on<Body, Answer>(
        _ route: APIRoute<Body, Answer>, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:],
        use handler: @escaping @Sendable (Body, Request, Context) async throws -> Answer
    ) {
        on(route, status: { _ in status }, headers: headers, use: handler, answer: { $0 })
    }

    /// The same, for a handler whose result says the status (a meal new to the library is
    /// 201, one already there 200) and is then answered as `answer` makes it.
    func on<Body, Answer, Result: Sendable>(
        _ route: APIRoute<Body, Answer>, status: @escaping @Sendable (Result) -> HTTPResponse.Status, headers: HTTPFields = [:],
        use handler: @escaping @Sendable (Body, Request, Context) async throws -> Result, answer: @escaping @Sendable (Result) -> Answer
    ) {
        on(RouterPath(route.path), method: HTTPRequest.Method(route.method) ?? .get) { request, context -> Response in
            let body = Body.self == APINothing.self ? APINothing() as! Body : try await request.decode(as: Body.self, context: context)
            let result = try await handler(body, request, context)
            guard Answer.self != APINothing.self else { return Response(status: .noContent) }
            var response = try context.responseEncoder.encode(answer(result), from: request, context: context)
            response.status = status(result)
            response.headers.append(contentsOf: headers)
            return response
        }
    }
}
