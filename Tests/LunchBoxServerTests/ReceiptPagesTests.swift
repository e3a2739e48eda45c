import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

@Suite("Receipt pages and API")
struct ReceiptPagesTests {
    static let scanning = ScanningServices(documentReader: FakeDocumentReader(lines: FakeDocumentReader.britishLines))

    @Test func aReceiptPhotoFillsTheListAndTheTickedLinesTheKitchen() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            let scan = try await client.get("/scan")
            #expect(scan.text.contains(#"action="/scan/receipt""#))
            _ = try await client.get("/scan/receipt")
            let token = try #require(client.csrfToken)
            let cookie = [HTTPFields.Element.Name.cookie: try #require(client.csrfCookie)]
            let page = try await client.raw(
                .post, "/scan/receipt", headers: KitchenPagesTests.multipart(cookie), body: KitchenPagesTests.upload(TestPhotos.jpeg, csrf: token))
            #expect(page.status == .ok)
            #expect(page.text.contains("3 foods, 1 to name, 4 lines left out."))
            #expect(page.text.contains(#"value="milk""#) && page.text.contains(#"value="0.854 kg""#) && page.text.contains("£1.45") == false)
            #expect(page.text.contains("1.45"))
            #expect(page.text.contains(#"id="add-0" name="add" value="0" checked"#))
            #expect(page.text.contains(#"id="add-3" name="add" value="3">"#), "the unknown line waits for a name")
            #expect(page.text.contains("Carrier bag:</span> CARRIER BAG"))
            #expect(try await database.inventory().items.isEmpty, "reading alone stores nothing")

            let confirmed = try await client.postForm(
                "/scan/receipt/confirm",
                [
                    ("add", "0"), ("name", "milk"), ("quantity", "2 L"), ("key", "semi skmd milk"), ("printed", "SEMI SKMD MILK 2L 1.45"),
                    ("hint", ""), ("add", "1"), ("name", "hummus"), ("quantity", ""), ("key", "zqx widget"), ("printed", "ZQX WIDGET 1.99"),
                    ("hint", ""),
                ])
            #expect(confirmed.status == .seeOther || confirmed.status == .found)
            #expect(confirmed.headers[.location] == "/inventory")
            #expect(try await database.inventory().items.map(\.displayText) == ["milk (2 L)", "hummus"])
            #expect(try await database.receiptWords()["zqx widget"] == "hummus")
        }
    }

    @Test func aRefusedListComesBackAsSentWithTheReason() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            let refused = try await client.postForm(
                "/scan/receipt/confirm",
                [("add", "0"), ("name", "   "), ("quantity", "2 L"), ("key", "k"), ("printed", "SEMI SKMD MILK"), ("hint", "")])
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains(#"value="2 L""#) && refused.text.contains("SEMI SKMD MILK"))
            let nothing = try await client.postForm("/scan/receipt/confirm", [("name", "milk"), ("quantity", ""), ("key", "")])
            #expect(nothing.status == .badRequest)
            #expect(nothing.text.contains("Nothing was ticked"))
            #expect(try await database.inventory().items.isEmpty)
        }
    }

    @Test func aMachineThatCannotReadReceiptsSaysWhatToDo() async throws {
        try await TestApp.run { client, _ in
            _ = try await client.get("/scan/receipt")
            let token = try #require(client.csrfToken)
            let cookie = [HTTPFields.Element.Name.cookie: try #require(client.csrfCookie)]
            let page = try await client.raw(
                .post, "/scan/receipt", headers: KitchenPagesTests.multipart(cookie), body: KitchenPagesTests.upload(TestPhotos.jpeg, csrf: token))
            #expect(page.text.contains("scripts/setup"))
            let notAPhoto = try await client.raw(
                .post, "/scan/receipt", headers: KitchenPagesTests.multipart(cookie), body: KitchenPagesTests.upload(Data("text".utf8), csrf: token))
            #expect(notAPhoto.status == .badRequest)
        }
    }

    @Test func theAPIReadsAndConfirms() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            let headers = KitchenPagesTests.multipart([:])
            let read = try await client.raw(.post, "/api/scan/receipt", headers: headers, body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(read.status == .ok)
            let items = try #require(try read.json()["items"] as? [[String: Any]])
            #expect(items.compactMap { $0["food"] as? String } == ["milk", "banana", "cheddar"])
            let confirmed = try await client.api(.post, "/api/scan/receipt/confirm", json: #"{"items":[{"name":"banana","quantity":"0.854 kg","key":"bananas loose"}]}"#)
            #expect(confirmed.status == .created)
            #expect(try await database.inventory().items.map(\.displayText) == ["banana (0.854 kg)"])
            let empty = try await client.api(.post, "/api/scan/receipt/confirm", json: #"{"items":[]}"#)
            #expect(empty.status == .badRequest)
        }
    }
}
