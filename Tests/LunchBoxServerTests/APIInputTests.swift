import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

@Suite("JSON API and hostile input")
struct APIInputTests {
    @Test func inventoryRoundTripsThroughTheAPI() async throws {
        try await TestApp.run { client, _ in
            let created = try await client.api(.post, "/api/inventory", json: #"{"name":" eggs ","quantity":"6","bestBefore":"2026-11-25"}"#)
            #expect(created.status == .created)
            let item = try created.decode(InventoryItem.self)
            #expect(item.name == "eggs" && item.bestBefore == CalendarDay(isoString: "2026-11-25"))
            #expect(item.dateKind == nil)
            let updated = try await client.api(.put, "/api/inventory/\(item.id.uuidString)", json: #"{"name":"duck eggs","bestBefore":"2026-11-26","dateKind":"use-by"}"#)
            let duckEggs = try updated.decode(InventoryItem.self)
            #expect(duckEggs.name == "duck eggs" && duckEggs.dateKind == .useBy)
            let list = try await client.api(.get, "/api/inventory")
            #expect((try list.json()["items"] as? [Any])?.count == 1)
            let removed = try await client.api(.delete, "/api/inventory/\(item.id.uuidString)")
            #expect(removed.status == .ok)
            #expect(try removed.decode(InventoryItem.self) == duckEggs)
            #expect(try await client.api(.delete, "/api/inventory/\(item.id.uuidString)").status == .notFound)
        }
    }

    /// Plan my week's body: null is refused for the week and for weekends, as documented.
    @Test func planMyWeekRefusesNulls() async throws {
        try await TestApp.run { client, _ in
            for body in [#"{"week": null}"#, #"{"weekends": null}"#, #"{"weekends": "yes"}"#] {
                let refused = try await client.api(.post, "/api/plan/auto", json: body)
                #expect(refused.status == .badRequest, "\(body)")
            }
            let planned = try await client.api(.post, "/api/plan/auto", json: #"{"weekends": true}"#)
            #expect(planned.status == .created)
        }
    }

    @Test func hostileInputGetsAClearFourHundredAndStoresNothing() async throws {
        try await TestApp.run { client, database in
            let megabyteName = String(repeating: "a", count: 1_000_000)
            let cases: [(String, String, HTTPResponse.Status, String)] = [
                (#"{"name":"\#(megabyteName)"}"#, "application/json", .badRequest, "at most 100 characters"),
                (#"{"name":"ham\u001b[2J"}"#, "application/json", .badRequest, "control characters"),
                (#"{"name":""}"#, "application/json", .badRequest, "can't be empty"),
                (#"{"name": "eggs""#, "application/json", .badRequest, "not the JSON this endpoint expects"),
                (#"["eggs"]"#, "application/json", .badRequest, "not the JSON this endpoint expects"),
                ("name=eggs", "application/x-www-form-urlencoded", .unsupportedMediaType, "application/json"),
                (#"{"name":"eggs","bestBefore":"tomorrow"}"#, "application/json", .badRequest, "must be a date"),
                (#"{"name":"eggs","dateKind":"eat-by"}"#, "application/json", .badRequest, "must be best-before or use-by"),
            ]
            for (body, type, status, message) in cases {
                let response = try await client.api(.post, "/api/inventory", json: body, contentType: type)
                #expect(response.status == status, "\(body.prefix(40))")
                #expect(response.errorMessage.contains(message), "\(body.prefix(40)): \(response.errorMessage)")
            }
            let tooBig = try await client.api(.post, "/api/inventory", json: #"{"name":"\#(String(repeating: "a", count: 2_000_000))"}"#)
            #expect(tooBig.status == .contentTooLarge)
            #expect(try await database.inventory().isEmpty)
            let html = try await client.api(.post, "/api/inventory", json: #"{"name":"<b>bold</b> & <script>x()</script>"}"#)
            #expect(html.status == .created)
            #expect(try await database.inventory().items.first?.name == "<b>bold</b> & <script>x()</script>", "kept as text, escaped where shown")
        }
    }

    @Test func uploadsThroughTheAPIAreChecked() async throws {
        let scanning = ScanningServices(recognizers: [FakeRecognizer(.labelReader, labels: ["cheddar"])])
        try await TestApp.run(scanning: scanning) { client, database in
            let headers = KitchenPagesTests.multipart([:])
            let jpeg = try await client.raw(.post, "/api/scan", headers: headers, body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(jpeg.status == .ok)
            #expect(try jpeg.json()["format"] as? String == "jpeg")
            #expect((try jpeg.json()["detected"] as? [[String: Any]])?.first?["name"] as? String == "cheddar")
            let notImage = try await client.raw(.post, "/api/scan", headers: headers, body: KitchenPagesTests.upload(Data("%PDF-1.7".utf8)))
            #expect(notImage.status == .badRequest)
            #expect(notImage.errorMessage.contains("not a photo"))
            let huge = try await client.raw(.post, "/api/scan", headers: headers, body: KitchenPagesTests.upload(Data(count: 12 * 1024 * 1024)))
            #expect(huge.status == .contentTooLarge)
            let wrongType = try await client.raw(.post, "/api/scan", headers: [.contentType: "image/jpeg"], body: ByteBuffer(bytes: [0xFF, 0xD8, 0xFF]))
            #expect(wrongType.status == .unsupportedMediaType)
            let confirmed = try await client.api(.post, "/api/scan/confirm", json: #"{"items":[{"name":"cheddar","quantity":"200 g"}]}"#)
            #expect(confirmed.status == .created)
            #expect(try await database.inventory().items.map(\.displayText) == ["cheddar (200 g)"])
            let empty = try await client.api(.post, "/api/scan/confirm", json: #"{"items":[]}"#)
            #expect(empty.status == .badRequest)
            let settings = try await client.api(.put, "/api/scan/settings", json: #"{"threshold":0.3,"enabled":{"labels":false}}"#)
            #expect(try settings.json()["threshold"] as? Double == 0.3)
            let refused = try await client.api(.put, "/api/scan/settings", json: #"{"enabled":{"magic":true}}"#)
            #expect(refused.status == .badRequest)
        }
    }

    @Test func withNoRecognizerTheScanSaysWhatToSetUp() async throws {
        try await TestApp.run { client, _ in
            let response = try await client.raw(
                .post, "/api/scan", headers: KitchenPagesTests.multipart([:]), body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(response.status == .conflict)
            #expect(response.errorMessage.contains("No food recognizer is set up here"))
        }
    }

    @Test func settingsAndPreferencesOverTheAPI() async throws {
        let secrets = InMemorySecretStore()
        try await TestApp.run(secrets: secrets) { client, _ in
            #expect(try await client.api(.put, "/api/settings/key", json: #"{"apiKey":"sk-api-key-000111222"}"#).status == .noContent)
            #expect(try secrets.loadAPIKey() == "sk-api-key-000111222")
            let settings = try await client.api(.put, "/api/settings", json: #"{"preset":"openrouter"}"#)
            #expect(try settings.json()["baseURL"] as? String == "https://openrouter.ai/api/v1")
            #expect(!settings.text.contains("sk-api-key-000111222"))
            #expect(try await client.api(.put, "/api/settings", json: #"{"baseURL":"http://example.com"}"#).status == .badRequest)
            let preferences = try await client.api(.put, "/api/preferences", json: #"{"vegetarian":true,"vegan":false,"glutenFree":true,"dairyFree":false,"nutFree":false}"#)
            #expect(try preferences.decode(DietaryPreferences.self) == DietaryPreferences([.vegetarian, .glutenFree]))
            #expect(try await client.api(.delete, "/api/settings/key").status == .noContent)
            #expect(try secrets.loadAPIKey() == nil)
        }
    }

    @Test func ideasAndFavoritesOverTheAPI() async throws {
        try await TestApp.run { client, database in
            #expect(try await client.api(.post, "/api/ideas").status == .conflict, "an empty inventory")
            try await IdeasPagesTests.stock(database)
            let asked = try await client.api(.post, "/api/ideas", json: #"{"engine":"offline"}"#)
            let batch = try asked.decode(IdeaBatch.self)
            #expect(batch.origin == .offlineChef && batch.ideas.count >= 3)
            #expect(try await client.api(.get, "/api/ideas/recent").decode(IdeaBatch.self) == batch)
            let saved = try await client.api(.post, "/api/favorites", json: #"{"ideaId":"\#(batch.ideas[0].id.uuidString)"}"#)
            #expect(saved.status == .created)
            #expect(try await client.api(.get, "/api/favorites/\(batch.ideas[0].id.uuidString)").status == .ok)
            #expect(try await client.api(.post, "/api/favorites", json: #"{"ideaId":"\#(UUID().uuidString)"}"#).status == .notFound)
            #expect(try await client.api(.post, "/api/ideas", json: #"{"engine":"ai"}"#).errorMessage.contains("No API key"))
        }
    }
}

@Suite("API methods and parameters")
struct APIMethodTests {
    @Test func aMethodAPathDoesNotTakeIs405WithTheAllowedOnes() async throws {
        try await TestApp.run { client, _ in
            let trace = try await client.raw(.init("TRACE")!, "/api/favorites", headers: [:], body: ByteBuffer())
            #expect(trace.status == .methodNotAllowed)
            #expect(trace.headers[.allow] == "GET, HEAD, POST")
            let patch = try await client.raw(.patch, "/api/inventory/\(UUID().uuidString)", headers: [:], body: ByteBuffer())
            #expect(patch.status == .methodNotAllowed)
            #expect(patch.headers[.allow] == "DELETE, PUT")
            let query = try await client.raw(.init("QUERY")!, "/api/household", headers: [:], body: ByteBuffer())
            #expect(query.status == .methodNotAllowed && query.headers[.allow] == "GET, HEAD, POST")
            let missing = try await client.raw(.get, "/api/nothing-here", headers: [:], body: ByteBuffer())
            #expect(missing.status == .notFound)
            let fine = try await client.api(.get, "/api/inventory")
            #expect(fine.status == .ok)
        }
    }

    @Test func headIsAnsweredLikeGetWithoutTheBody() async throws {
        try await TestApp.run { client, _ in
            for path in ["/api/inventory", "/favorites", "/plan", "/static/app.css"] {
                let head = try await client.raw(.head, path, headers: [:], body: ByteBuffer())
                let get = try await client.raw(.get, path, headers: [:], body: ByteBuffer())
                #expect(head.status == .ok, "\(path)")
                #expect(head.headers[.contentType] == get.headers[.contentType], "\(path)")
                #expect(head.data.isEmpty && !get.data.isEmpty, "\(path)")
            }
        }
    }

    @Test func anEmptyWeekIsRefusedByTheAPI() async throws {
        try await TestApp.run { client, _ in
            let empty = try await client.api(.get, "/api/plan?week=")
            let emptyList = try await client.api(.get, "/api/plan/shopping-list?week=")
            let none = try await client.api(.get, "/api/plan")
            let page = try await client.get("/plan?week=")
            #expect(empty.status == .badRequest)
            #expect(emptyList.status == .badRequest)
            #expect(none.status == .ok)
            #expect(page.status == .ok, "a page's empty form field means this week")
        }
    }
}

@Suite("API flags")
struct APIFlagTests {
    @Test func aFlagIsTrueOrFalseAndAnythingElseIsRefused() async throws {
        try await TestApp.run { client, _ in
            let yes = try await client.api(.get, "/api/plan/shopping-list?includeStaples=true")
            let one = try await client.api(.get, "/api/plan/shopping-list?includeStaples=1")
            let odd = try await client.api(.get, "/api/plan/shopping-list?includeStaples=AAA")
            let confirm = try await client.api(.delete, "/api/meals/\(UUID().uuidString)?confirm=perhaps")
            #expect(yes.status == .ok)
            #expect(one.status == .ok)
            #expect(odd.status == .badRequest)
            #expect(odd.errorMessage == "includeStaples must be true or false.")
            #expect(confirm.status == .badRequest)
        }
    }

    @Test func theLiteralRouteDecidesTheAllowedMethods() async throws {
        try await TestApp.run { client, _ in
            let options = try await client.raw(.options, "/api/plan/export.ics", headers: [:], body: ByteBuffer())
            let put = try await client.raw(.put, "/api/meals/from-idea", headers: [:], body: ByteBuffer())
            #expect(options.status == .methodNotAllowed)
            #expect(options.headers[.allow] == "GET, HEAD")
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers[.allow] == "POST")
        }
    }
}
