import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import Testing

@testable import LunchBoxServer

/// The kitchen memory over the JSON API and the scan page, with a fake image model.
@Suite("Kitchen memory routes")
struct KitchenMemoryRouteTests {
    static let carton = FakeImageModel.photo(1)
    static let sameCarton = FakeImageModel.photo(2)

    static func services() throws -> ScanningServices {
        let model = FakeImageModel()
        model.answer(carton, features: FakeImageModel.features(axis: 0))
        model.answer(sameCarton, features: FakeImageModel.features(axis: 0, toward: 1))
        return ScanningServices(imageModel: model, classMap: try FoodClassMap.bundled(lexicon: try KitchenGenerators.lexicon()))
    }

    static func teachBody(_ data: Data, name: String) -> ByteBuffer {
        var buffer = ByteBuffer()
        let boundary = KitchenPagesTests.boundary
        buffer.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n\(name)\r\n")
        buffer.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"photo.png\"\r\nContent-Type: image/png\r\n\r\n")
        buffer.writeBytes(data)
        buffer.writeString("\r\n--\(boundary)--\r\n")
        return buffer
    }

    @Test func aPhotoConfirmedOverTheAPIIsRecognisedNextTimeAndCanBeForgotten() async throws {
        try await TestApp.run(scanning: try Self.services()) { client, _ in
            let headers = KitchenPagesTests.multipart([:])
            let first = try await client.raw(.post, "/api/scan", headers: headers, body: KitchenPagesTests.upload(Self.carton))
            #expect(first.status == .ok)
            let photo = try #require(try first.json()["photo"] as? String)
            #expect((try first.json()["advice"] as? [String])?.contains { $0.hasPrefix("Teach it") } == true)
            let confirmed = try await client.api(.post, "/api/scan/confirm", json: #"{"items":[{"name":"oat milk"}],"photo":"\#(photo)"}"#)
            #expect(confirmed.status == .created)

            let next = try await client.raw(.post, "/api/scan", headers: headers, body: KitchenPagesTests.upload(Self.sameCarton))
            let detected = try #require(try next.json()["detected"] as? [[String: Any]])
            #expect(detected.first?["name"] as? String == "oat milk")
            #expect(detected.first?["recognizers"] as? [String] == ["memory"])

            let memory = try await client.api(.get, "/api/scan/memory")
            #expect((try memory.json()["foods"] as? [[String: Any]])?.first?["food"] as? String == "oat milk")
            let forgot = try await client.api(.delete, "/api/scan/memory/oat%20milk")
            #expect(forgot.status == .ok)
            #expect(try forgot.json()["forgotten"] as? Int == 1)
            #expect(try await client.api(.delete, "/api/scan/memory/oat%20milk").status == .notFound)
        }
    }

    @Test func namingAPhotoOverTheAPITeachesIt() async throws {
        try await TestApp.run(scanning: try Self.services()) { client, _ in
            let taught = try await client.raw(.post, "/api/scan/teach", headers: KitchenPagesTests.multipart([:]), body: Self.teachBody(Self.carton, name: "oat drink"))
            #expect(taught.status == .created)
            #expect(try taught.json()["food"] as? String == "oat milk")
            #expect(try taught.json()["photos"] as? Int == 1)
            let blank = try await client.raw(.post, "/api/scan/teach", headers: KitchenPagesTests.multipart([:]), body: Self.teachBody(Self.carton, name: " "))
            #expect(blank.status == .badRequest)
            let capabilities = try await client.api(.get, "/api/scan/capabilities")
            #expect((try capabilities.json()["lines"] as? [String])?.contains { $0.contains("oat milk (1)") } == true)
            #expect(try await client.api(.delete, "/api/scan/memory").json()["forgotten"] as? Int == 1)
        }
    }

    @Test func theScanPageListsWhatWasLearntAndForgetsIt() async throws {
        try await TestApp.run(scanning: try Self.services()) { client, _ in
            let before = try await client.get("/scan")
            #expect(before.text.contains("What LunchBox can see here"))
            #expect(before.text.contains("Foods you teach it"))
            #expect(!before.text.contains("What LunchBox has learnt here"))
            _ = try await client.raw(.post, "/api/scan/teach", headers: KitchenPagesTests.multipart([:]), body: Self.teachBody(Self.carton, name: "oat milk"))
            let page = try await client.get("/scan")
            #expect(page.text.contains("What LunchBox has learnt here"))
            #expect(page.text.contains("aria-label=\"Forget oat milk\""))
            let forgot = try await client.postForm("/scan/memory/forget", [("food", "oat milk")])
            #expect(forgot.status == .seeOther)
            #expect(try await client.get("/api/scan/memory").text == #"{"foods":[]}"#)
        }
    }

    @Test func withoutAnImageModelTeachingSaysSo() async throws {
        try await TestApp.run { client, _ in
            let taught = try await client.raw(.post, "/api/scan/teach", headers: KitchenPagesTests.multipart([:]), body: Self.teachBody(Self.carton, name: "oat milk"))
            #expect(taught.status == .conflict)
        }
    }
}
