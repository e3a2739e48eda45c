import Foundation
import Hummingbird

/// Answers a JSON API request whose path exists but whose method does not (`TRACE
/// /api/favorites`) with 405 and an `Allow` header naming the methods that path takes,
/// as HTTP asks, rather than a 404 that says the resource is missing.
struct MethodNotAllowedMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The API's routes, filled in once every route is registered (middleware has to be
    /// added before them).
    final class Routes: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [(path: RouterPath, methods: Set<HTTPRequest.Method>)] = []

        func register(_ routes: [Router<Context>.RouteDescription]) {
            var grouped: [String: (RouterPath, Set<HTTPRequest.Method>)] = [:]
            for route in routes where route.path.description.hasPrefix("/api/") {
                grouped[route.path.description, default: (route.path, [])].1.insert(route.method)
            }
            lock.withLock { paths = grouped.values.map { ($0.0, $0.1) } }
        }

        /// The methods the path takes, or nil when no route has this path. The router
        /// prefers a literal segment to a capture (`/api/plan/export.ics` over
        /// `/api/plan/{id}`), so only the most literal matching routes count.
        func methods(for path: String) -> Set<HTTPRequest.Method>? {
            let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            let matching = lock.withLock {
                paths.filter { route in
                    route.path.components.count == parts.count && zip(route.path.components, parts).allSatisfy { $0 ~= $1 }
                }
            }
            func literals(_ route: RouterPath) -> Int { route.components.filter { "\($0)".first != "{" }.count }
            guard let best = matching.map({ literals($0.path) }).max() else { return nil }
            return matching.filter { literals($0.path) == best }.reduce(into: Set()) { $0.formUnion($1.methods) }
        }
    }

    let routes: Routes

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // A matched route has its method: the router names the endpoint before the
        // middleware runs. Only requests no route took need the look-up.
        guard context.endpointPath == nil else { return try await next(request, context) }
        let path = request.uri.path
        guard path.hasPrefix("/api/"), let allowed = routes.methods(for: path) else {
            return try await next(request, context)
        }
        var methods = allowed
        if methods.contains(.get) { methods.insert(.head) }
        guard methods.contains(request.method) else {
            let allow = methods.map(\.rawValue).sorted().joined(separator: ", ")
            throw HTTPError(.methodNotAllowed, headers: [.allow: allow], message: "\(request.method.rawValue) is not allowed here; use \(allow).")
        }
        return try await next(request, context)
    }
}
