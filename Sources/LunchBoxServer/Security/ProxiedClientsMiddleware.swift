import Foundation
import Hummingbird

/// Behind a proxy or tunnel the household trusts (`serve --trusted-proxy`), every
/// connection comes from the proxy, so the caps per address (`ConnectionGuard`, the
/// passphrase throttle) saw one address: 64 requests held open through a tunnel locked
/// the household out (issue 39, item 11). Here a request from a trusted proxy is known by
/// the client it was forwarded for (`ForwardedClient`), the throttle counts that client,
/// and each client may have at most `maximumPerClient` requests in progress; more are
/// refused at once with 429. Requests from anyone else pass unchanged: their
/// connections are capped where they arrive.
struct ProxiedClientsMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let trustedProxies: Set<String>
    let maximumPerClient: Int
    let inProgress = KeyedCounter()

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let peer = context.clientAddress
        guard trustedProxies.contains(peer) else { return try await next(request, context) }
        var context = context
        let client = ForwardedClient.address(peer: peer, headers: request.headers, trustedProxies: trustedProxies)
        context.forwardedClient = client
        guard inProgress.enter(client, limit: maximumPerClient) else {
            throw HTTPFault.tooManyAtOnce(retryAfter: 5)
        }
        defer { inProgress.leave(client) }
        return try await next(request, context)
    }
}
