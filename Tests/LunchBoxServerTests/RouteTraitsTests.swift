import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// Issue 40: one table of route traits, read by the passphrase gate, the upload checks
/// and the offline outbox, keyed by the router's own patterns.
@Suite("Route traits")
struct RouteTraitsTests {
    @Test func everyPatternInTheTableIsARoute() async throws {
        let built = try TestUseCases.make()
        // With a passphrase, as the login routes are only there then.
        let configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        let router = try await buildRouter(ServerDependencies(useCases: built.useCases, idempotencyRecords: built.database), configuration: configuration)
        let patterns = Set(router.routes.map(\.path.description))
        let missing = RouteTraits.table.keys.filter { !patterns.contains($0) }
        #expect(missing.isEmpty, "not routes: \(missing.sorted())")
    }

    @Test func openRoutesAreOpenAndTheRestAskForThePassphrase() async throws {
        let configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        try await TestApp.run(configuration: configuration) { client, _ in
            for path in ["/login", "/healthz", "/manifest.webmanifest", "/route-traits.js", "/static/app.css"] {
                let open = try await client.get(path)
                #expect(open.status == .ok, "\(path)")
            }
            let page = try await client.get("/inventory")
            let api = try await client.api(.get, "/api/inventory")
            #expect(page.status == .seeOther)
            #expect(api.status == .unauthorized)
        }
    }

    @Test func theOutboxQueuesWhatTheTableSays() async throws {
        try await TestApp.run { client, _ in
            let script = try await client.get("/route-traits.js")
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text.contains(#"queueable: ["/inventory","/inventory/{id}","/inventory/{id}/delete","/plan/shopping-list/bought"]"#))
            let page = try await client.get("/inventory")
            #expect(page.text.contains(#"<script src="/route-traits.js" defer></script>"#))
        }
    }

    @Test func onlyUploadRoutesTakeMultipart() async throws {
        try await TestApp.run { client, _ in
            let headers = KitchenPagesTests.multipart([:])
            let elsewhere = try await client.raw(.post, "/api/inventory", headers: headers, body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(elsewhere.status == .unsupportedMediaType)
            let upload = try await client.raw(.post, "/api/scan", headers: headers, body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(upload.status != .unsupportedMediaType)
        }
    }
}
