import Foundation
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

@Suite("Kitchen, scan and welcome pages")
struct KitchenPagesTests {
    @Test func firstVisitShowsTheWelcomeThenTheKitchen() async throws {
        try await TestApp.run { client, _ in
            #expect(try await client.get("/").location == "/welcome")
            let welcome = try await client.get("/welcome")
            #expect(welcome.text.contains("Get started"))
            #expect(welcome.text.contains("no analytics"))
            let started = try await client.postForm("/welcome", [])
            #expect(started.location == "/inventory")
            let seen = try #require(started.headers[values: .setCookie].first { $0.hasPrefix("lb_welcomed=") })
            #expect(try await client.get("/", cookies: [String(seen.prefix { $0 != ";" })]).location == "/inventory")
        }
    }

    @Test func anEmptyKitchenDisablesIdeasAndSaysWhatToDo() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.get("/inventory")
            #expect(page.text.contains(#"id="get-ideas" disabled"#))
            #expect(page.text.contains("Scan or add items to get lunch box ideas."))
        }
    }

    @Test func itemsAreAddedEditedAndRemovedWithMessages() async throws {
        try await TestApp.run { client, database in
            let added = try await client.postForm("/inventory", [("name", "eggs"), ("quantity", "6"), ("bestBefore", "2026-11-24")])
            #expect(added.location == "/inventory?added=1&more=1#add-name")
            let page = try await client.get("/inventory", cookies: [Self.flashCookie(added)])
            #expect(page.text.contains("Added eggs (6)."))
            #expect(page.text.contains("use by tomorrow"))
            #expect(page.text.contains("🥚"))
            #expect(!page.text.contains(#"id="get-ideas" disabled"#))
            // Without scripts the button posts and waits; with them it asks on the ideas page,
            // where ideas stream in with Stop.
            #expect(page.text.contains(#"<form method="post" action="/ideas" data-ask-on="/ideas#ask" data-loading>"#))
            #expect(page.text.contains("The offline chef is thinking…"), "the request's own waiting words")
            let eggs = try #require(try await database.inventory().items.first)
            try await client.postForm("/inventory/\(eggs.id.uuidString)", [("name", "free-range eggs"), ("quantity", "6"), ("bestBefore", "")])
            #expect(try await database.inventory().items.first?.name == "free-range eggs")
            #expect(try await database.inventory().items.first?.bestBefore == nil)
            // A date marked use by says so on the list, and the edit form keeps the choice.
            try await client.postForm("/inventory/\(eggs.id.uuidString)", [("name", "free-range eggs"), ("bestBefore", "2026-12-20"), ("dateKind", "use-by")])
            #expect(try await database.inventory().items.first?.dateKind == .useBy)
            let marked = try await client.get("/inventory")
            #expect(marked.text.contains("use by Dec 20, 2026"))
            #expect(marked.text.contains(#"<option value="use-by" selected>Use by</option>"#))
            try await client.postForm("/inventory/\(eggs.id.uuidString)/delete", [])
            #expect(try await database.inventory().isEmpty)
            #expect(try await client.postForm("/inventory/\(UUID().uuidString)/delete", []).status == .notFound)
        }
    }

    /// Issue 38, item 8: a big kitchen is shown by kind, use-soon first, with a filter.
    @Test func aBigKitchenIsGroupedByKindWithAFilter() async throws {
        try await TestApp.run { client, database in
            let names = ["milk", "apples", "bread", "cheddar", "carrots", "rice", "ham", "eggs", "yogurt", "pasta", "bananas", "tuna", "flux capacitor"]
            _ = try await database.addInventoryItems(names.map { InventoryItem(name: $0) })
            _ = try await database.addInventoryItem(InventoryItem(name: "spinach", bestBefore: CalendarDay(isoString: "2026-11-24")))
            let page = try await client.get("/inventory")
            #expect(page.text.contains("14 items, use-soon first"))
            let headings = ["Use soon", "Fruit and vegetables", "Meat, fish, eggs and beans", "Dairy", "Bread, rice and pasta", "Other"]
            let places = try headings.map { try #require(page.text.range(of: "<h3 class=\"kitchen-group\">\($0) ")).lowerBound }
            #expect(places == places.sorted(), "the kinds in order")
            #expect(page.text.contains(#"id="kitchen-filter""#))
            let found = try await client.get("/inventory?q=APP")
            #expect(found.text.contains(">apples</span>") && !found.text.contains(">bread</span>"))
            #expect(found.text.contains("14 items"))
            let none = try await client.get("/inventory?q=caviar")
            #expect(none.text.contains("No item matches “caviar”."))
        }
    }

    @Test func aRefusedItemKeepsWhatWasTyped() async throws {
        try await TestApp.run { client, database in
            let refused = try await client.postForm("/inventory", [("name", "ham\u{1B}[2J"), ("quantity", "3 slices")])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains("Item name contains control characters"))
            #expect(refused.text.contains(#"value="3 slices""#))
            let badDate = try await client.postForm("/inventory", [("name", "milk"), ("bestBefore", "next week")])
            #expect(badDate.status == .badRequest)
            #expect(badDate.text.contains("The best-before date must be a date like 2026-11-23 (YYYY-MM-DD)."))
            #expect(badDate.text.contains(#"value="milk""#))
            let badKind = try await client.postForm("/inventory", [("name", "milk"), ("bestBefore", "2026-11-30"), ("dateKind", "eat-by")])
            #expect(badKind.status == .badRequest)
            #expect(badKind.text.contains("must be best-before or use-by"))
            #expect(badKind.text.contains(#"value="2026-11-30""#))
            #expect(try await database.inventory().isEmpty)
        }
    }

    @Test func clearingAsksFirst() async throws {
        try await TestApp.run { client, database in
            try await database.addInventoryItem(InventoryItem(name: "eggs"))
            try await database.addInventoryItem(InventoryItem(name: "bread"))
            let confirm = try await client.get("/inventory/clear")
            #expect(confirm.text.contains("This removes all 2 items."))
            #expect(try await database.inventory().items.count == 2)
            try await client.postForm("/inventory/clear", [])
            #expect(try await database.inventory().isEmpty)
        }
    }

    @Test func whatPeopleTypeIsShownAsText() async throws {
        try await TestApp.run { client, database in
            try await database.addInventoryItem(InventoryItem(name: "<script>alert(1)</script>", quantity: "\"><img src=x onerror=alert(2)>"))
            let page = try await client.get("/inventory")
            #expect(!page.text.contains("<script>alert(1)"))
            #expect(!page.text.contains("<img src=x"))
            #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test func scanAcceptsPhotosAndRefusesEverythingElse() async throws {
        let scanning = ScanningServices(recognizers: [FakeRecognizer(.labelReader, labels: ["MILK", "mystery powder"])])
        try await TestApp.run(scanning: scanning) { client, database in
            let page = try await client.get("/scan")
            #expect(page.text.contains("Label reader"))
            let token = try #require(client.csrfToken)
            let cookie = [HTTPFields.Element.Name.cookie: try #require(client.csrfCookie)]
            let jpeg = TestPhotos.jpeg
            let photo = try await client.raw(.post, "/scan/photo", headers: Self.multipart(cookie), body: Self.upload(jpeg, csrf: token))
            #expect(photo.status == .ok)
            #expect(photo.text.contains("Found 2 foods"))
            #expect(photo.text.contains("value=\"milk\""))
            #expect(photo.text.contains("value=\"mystery powder\""))
            #expect(!photo.text.contains("csrf=\(token)"), "no token in an address")
            let inAddress = try await client.raw(.post, "/scan/photo?csrf=\(token)", headers: Self.multipart(cookie), body: Self.upload(jpeg))
            #expect(inAddress.status == .forbidden)
            let text = try await client.raw(.post, "/scan/photo", headers: Self.multipart(cookie), body: Self.upload(Data("just text".utf8), csrf: token))
            #expect(text.status == .badRequest)
            #expect(text.text.contains("That file is not a photo"))
            let huge = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 1, count: 11 * 1024 * 1024))
            let tooLarge = try await client.raw(.post, "/scan/photo", headers: Self.multipart(cookie), body: Self.upload(huge, csrf: token))
            #expect(tooLarge.status == .contentTooLarge)
            #expect(tooLarge.text.contains("larger than 10 MB"))
            let noToken = try await client.raw(.post, "/scan/photo", headers: Self.multipart(cookie), body: Self.upload(jpeg))
            #expect(noToken.status == .forbidden)
            #expect(try await database.inventory().items.isEmpty, "scanning alone stores nothing")
            try await client.postForm("/scan/confirm", [("name", "milk"), ("quantity", "1 litre"), ("barcode", ""), ("add", "0"), ("name", "mystery powder"), ("quantity", ""), ("barcode", "")])
            #expect(try await database.inventory().items.map(\.displayText) == ["milk (1 litre)"])
            try await client.postForm("/scan/add", [("name", "cherry tomatoes"), ("quantity", "a punnet")])
            #expect(try await database.inventory().items.map(\.displayText) == ["milk (1 litre)", "cherry tomatoes (a punnet)"])
        }
    }

    static let boundary = "lunchbox-test-boundary"

    static func multipart(_ extra: [HTTPFields.Element.Name: String]) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentType] = "multipart/form-data; boundary=\(boundary)"
        for (name, value) in extra { fields[name] = value }
        return fields
    }

    /// A multipart body with the photo, and the page's `csrf` field when given.
    static func upload(_ data: Data, csrf: String? = nil) -> ByteBuffer {
        var buffer = ByteBuffer()
        if let csrf {
            buffer.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(csrf)\r\n")
        }
        buffer.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n")
        buffer.writeBytes(data)
        buffer.writeString("\r\n--\(boundary)--\r\n")
        return buffer
    }

    static func flashCookie(_ response: WebResponse) -> String {
        response.headers[values: .setCookie].first { $0.hasPrefix("lb_flash=") }.map { String($0.prefix { $0 != ";" }) } ?? ""
    }
}

@Suite("Kitchen add form")
struct KitchenAddFormTests {
    @Test func aRefusedAddKeepsTheOptionalFieldsOpenWithValidHTML() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.postForm("/inventory", [("name", ""), ("quantity", "6"), ("bestBefore", "2026-11-30")])
            #expect(page.text.contains(#"<details class="more" id="add-more" open data-remember-open>"#))
            #expect(page.text.contains(" autofocus>"), "the name field again")
            #expect(!page.text.contains("openopen"))
            let fresh = try await client.get("/inventory")
            #expect(fresh.text.contains(#"<details class="more" id="add-more" data-remember-open>"#))
            #expect(!fresh.text.contains(" autofocus>"))
        }
    }
}
