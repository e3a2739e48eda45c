import Hummingbird

extension Router<AppRequestContext> {
    /// The methods a JSON API path can be asked with that the answers below cover: HTTP's
    /// own (RFC 9110, PATCH) and QUERY (the IETF's safe query with a body, which API
    /// checkers such as schemathesis send). A method no one has defined is not found.
    private static let knownMethods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options, .trace, .connect, HTTPRequest.Method("QUERY")!]

    /// Gives every `/api/` path an answer for the methods it does not take: 405 with an
    /// `Allow` header naming the ones it does (`TRACE /api/favorites`), as HTTP asks,
    /// rather than the 404 that says the resource is missing. Registered on the router's
    /// own paths after every route, so the router's matching (a literal segment before a
    /// capture) decides which path a request is for; nothing re-implements it.
    func answerUnsupportedMethods() {
        var methods: [String: (path: RouterPath, methods: Set<HTTPRequest.Method>)] = [:]
        for route in routes where route.path.description.hasPrefix("/api/") {
            methods[route.path.description, default: (route.path, [])].methods.insert(route.method)
        }
        for (path, taken) in methods.values {
            var allowed = taken
            if allowed.contains(.get) { allowed.insert(.head) }
            let allow = allowed.map(\.rawValue).sorted().joined(separator: ", ")
            for method in Self.knownMethods where !allowed.contains(method) {
                on(path, method: method) { request, _ -> Response in
                    throw HTTPError(.methodNotAllowed, headers: [.allow: allow], message: "\(request.method.rawValue) is not allowed here; use \(allow).")
                }
            }
        }
    }
}
