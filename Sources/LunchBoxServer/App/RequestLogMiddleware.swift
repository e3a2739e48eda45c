import Hummingbird
import Logging

/// One log line per request at info (swift-log's standard handler): method, the route it
/// matched, status and duration. The route is the router's pattern (`/api/scan/memory/{food}`),
/// never the path as sent, and never the query or the body, so no key, passphrase, token,
/// id or food name reaches the log. `LOG_LEVEL=warning` leaves them out.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard context.logger.logLevel <= .info else { return try await next(request, context) }
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, context, status: response.status.code, since: started)
            return response
        } catch {
            log(request, context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: started)
            throw error
        }
    }

    private func log(_ request: Request, _ context: Context, status: Int, since started: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - started
        // Tenths of a millisecond in integers (String(format:) goes through NSString).
        let tenths = elapsed.components.seconds * 10_000 + elapsed.components.attoseconds / 100_000_000_000_000
        context.logger.info(
            "request",
            metadata: [
                "method": .string(request.method.rawValue),
                "route": .string(context.endpointPath ?? "(no route)"),
                "status": .stringConvertible(status),
                "ms": .string("\(tenths / 10).\(tenths % 10)"),
            ])
    }
}
