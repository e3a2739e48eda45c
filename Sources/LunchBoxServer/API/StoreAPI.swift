import Foundation
import Hummingbird
import LunchBoxRemoteStore
import LunchBoxUseCases

/// `POST /api/store`: the household's store, one repository call per request, for an
/// iPhone that keeps its kitchen here (`RemoteStore`). Behind the same passphrase gate
/// as the rest of the API (a bearer token), and, like every API write, taken only as
/// JSON from a client that is not a browser or from this server's own pages.
struct StoreAPI {
    let handler: StoreCallHandler

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/store") { request, _ -> Response in
            let body = try await request.body.collect(upTo: StoreCallHandler.maximumBodySize)
            let answer = await handler.respond(to: Data(body.readableBytesView))
            return Response(
                status: .init(code: answer.status), headers: [.contentType: "application/json", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
    }
}
