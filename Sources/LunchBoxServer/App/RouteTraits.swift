import Foundation
import Hummingbird

/// What the middlewares and the pages' scripts need to know about a route, in one table
/// keyed by the router's own path patterns (`/inventory/{id}`): the router names the
/// route it matched (`context.endpointPath`) before any middleware runs, so nothing
/// matches paths a second time. A test checks that every pattern here is a route.
struct RouteTraits: OptionSet, Sendable {
    let rawValue: Int

    /// Reached without the passphrase: logging in, the health check, what browsers fetch
    /// without cookies (the manifest, the icon, the service worker, which must stay
    /// fetchable to be updated) and the pages that help a phone trust the household's
    /// certificate before it can log in.
    static let open = RouteTraits(rawValue: 1 << 0)
    /// Takes a photo as multipart/form-data; a multipart body anywhere else is refused unread.
    static let upload = RouteTraits(rawValue: 1 << 1)
    /// A form whose change may wait in the offline outbox: it says the state wanted (bought
    /// or not, an item's fields), so sending it later means the same (README "Offline").
    static let queueable = RouteTraits(rawValue: 1 << 2)

    static let table: [String: RouteTraits] = [
        "/login": .open, "/healthz": .open,
        "/sw.js": .open, "/manifest.webmanifest": .open, "/apple-touch-icon.png": .open, "/route-traits.js": .open,
        "/trust": .open, "/trust/iphone": .open, "/trust/android": .open, "/household-ca.crt": .open,
        "/scan/photo": .upload, "/scan/frame": .upload, "/scan/receipt": .upload, "/ideas/photo": .upload, "/ideas/photo/stream": .upload,
        "/api/scan": .upload, "/api/scan/teach": .upload, "/api/scan/receipt": .upload, "/settings/restore": .upload, "/settings/import": .upload, "/settings/move-in": .upload,
        "/inventory": .queueable, "/inventory/{id}": .queueable, "/inventory/{id}/delete": .queueable, "/plan/shopping-list/bought": .queueable,
    ]

    /// The traits of the route the router matched; none when it matched none.
    static func of(_ context: some RequestContext) -> RouteTraits {
        context.endpointPath.flatMap { table[$0] } ?? []
    }

    /// The queueable patterns for the offline outbox (`outbox.js`), as a script the pages
    /// and the service worker load: `{id}` stands for an id.
    static let script: String = {
        let queueable = table.filter { $0.value.contains(.queueable) }.keys.sorted()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let list = String(decoding: (try? encoder.encode(queueable)) ?? Data("[]".utf8), as: UTF8.self)
        return "// Made by the server from its route table (RouteTraits.swift).\nself.LunchBoxRoutes = { queueable: \(list) };\n"
    }()

    static func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/route-traits.js") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(string: script)))
        }
    }
}
