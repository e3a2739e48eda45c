import Hummingbird

/// Answers HEAD like GET without the body (RFC 9110: a server that serves GET serves
/// HEAD), so link checkers and `curl -I` see the real status and headers.
struct HeadRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var head = request.head
        head.method = .get
        let response = try await next(Request(head: head, body: .init(buffer: .init())), context)
        return Response(status: response.status, headers: response.headers, body: .init())
    }
}
