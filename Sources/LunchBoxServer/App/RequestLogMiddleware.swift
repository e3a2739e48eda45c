import Hummingbird
import Logging

/// One structured log line per request: method, path (never the query or the body, so
/// no key or token can reach the log), status and duration.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - started
        // Tenths of a millisecond in integers (String(format:) goes through NSString).
        let tenths = elapsed.components.seconds * 10_000 + elapsed.components.attoseconds / 100_000_000_000_000
        context.logger.info(
            "request",
            metadata: [
                "method": .string(request.method.rawValue),
                "path": .string(request.uri.path),
                "status": .stringConvertible(response.status.code),
                "ms": .string("\(tenths / 10).\(tenths % 10)"),
            ])
        return response
    }
}
