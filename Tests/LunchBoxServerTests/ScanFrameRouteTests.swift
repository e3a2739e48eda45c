import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import LunchBoxUseCases
import LunchBoxWire
import Testing

@testable import LunchBoxServer

/// The scan page's live camera posts its frames to `/scan/frame`: the API's scan, with the
/// line under the picture and any failure in the page's language; `/api/scan` keeps its
/// documented English.
@Suite("The live camera's frames")
struct ScanFrameRouteTests {
    /// A label reader that reads MILK, and a vision model that is busy.
    static let scanning = ScanningServices(recognizers: [
        FakeRecognizer(.labelReader, labels: ["MILK"]), FakeRecognizer(.visionModel, frames: [.failure(ScanError.busy)]),
    ])
    private static let german = Wordings()[.german]

    @Test func aGermanFrameIsDescribedInGerman() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            let frame = try await Self.frame(client, language: "de")
            #expect(frame.status == .ok, "\(frame.text)")
            let answer = try frame.json()
            let status = try #require(answer["status"] as? String)
            #expect(status.hasPrefix("1 Lebensmittel gefunden. Bestätige es, wenn es stimmt. Gelesen mit: Etikettenleser ("), "\(status)")
            #expect(status.contains("Bildmodell (fehlgeschlagen: \(UserFacingError(ScanError.busy).message(Self.german)))"), "\(status)")
            #expect(!status.contains("Looked with") && !status.contains("Label reader"))
            let detected = try #require(answer["detected"] as? [[String: Any]])
            #expect(detected.map { $0["name"] as? String } == ["milk"])
            #expect(try await database.inventory().items.isEmpty, "a frame stores nothing")
        }
    }

    /// In English the frame's answer says what the API says: the same foods, the same line
    /// (but for the seconds each recognizer took this time).
    @Test func anEnglishFrameSaysWhatTheAPISays() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, _ in
            let frame = try await Self.frame(client, language: "en").json()
            let api = try await client.raw(.post, "/api/scan", headers: KitchenPagesTests.multipart([.acceptLanguage: "de"]), body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(api.status == .ok, "\(api.text)")
            let documented = try api.json()
            #expect(Self.timeless(frame["status"] as? String) == Self.timeless(documented["status"] as? String))
            #expect((documented["status"] as? String)?.contains("Looked with Label reader (") == true, "the API stays English: \(documented)")
            let names = { (answer: [String: Any]) in (answer["detected"] as? [[String: Any]])?.map { $0["name"] as? String } }
            #expect(names(frame) == names(documented) && names(frame) == ["milk"])
        }
    }

    @Test func aFailingFrameIsExplainedInGerman() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, _ in
            let frame = try await Self.frame(client, language: "de", photo: Data("not a photo".utf8))
            #expect(frame.status == .badRequest)
            #expect(frame.headers[.contentType]?.hasPrefix("application/json") == true, "\(frame.headers)")
            #expect(frame.errorMessage == UserFacingError(ScanError.notAPhoto).message(Self.german), "\(frame.text)")
        }
    }

    /// A frame is a page's form: without its token it is refused, in the page's language.
    @Test func aFrameNeedsTheFormToken() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, _ in
            let frame = try await Self.frame(client, language: "de", token: false)
            #expect(frame.status == .forbidden)
            #expect(frame.errorMessage == Self.german("fault3.web.formExpired"), "\(frame.text)")
        }
    }

    /// Confirm under the live picture adds the food as the API would answer it; what it
    /// refuses is said in the page's language, where the API says its English.
    @Test func aConfirmedFoodJoinsTheKitchenAndARefusalIsGerman() async throws {
        try await TestApp.run(scanning: Self.scanning) { client, database in
            _ = try await client.get("/scan")
            let token = try #require(client.csrfToken)
            func confirm(_ form: String, language: String = "de") async throws -> WebResponse {
                let headers: HTTPFields = [
                    .contentType: "application/x-www-form-urlencoded", .cookie: try #require(client.csrfCookie), .acceptLanguage: language, .accept: "application/json",
                ]
                return try await client.raw(.post, "/scan/frame/confirm", headers: headers, body: ByteBuffer(string: "csrf=\(token)&" + form))
            }
            let added = try await confirm("name=milk&quantity=1%20litre")
            #expect(added.status == .ok, "\(added.text)")
            #expect(try added.decode(ScanRoutes.Added.self).added.map(\.displayText) == ["milk (1 litre)"])
            #expect(try await database.inventory().items.map(\.displayText) == ["milk (1 litre)"])
            let refused = try await confirm("name=&quantity=")
            let english = try await confirm("name=&quantity=", language: "en")
            let api = try await client.api(.post, "/api/scan/confirm", json: #"{"items": [{"name": ""}]}"#)
            #expect(refused.status == api.status && english.status == api.status && api.status.code >= 400, "\(refused.text)")
            #expect(english.errorMessage == api.errorMessage && !api.errorMessage.isEmpty, "\(english.text) \(api.text)")
            #expect(!refused.errorMessage.isEmpty && refused.errorMessage != api.errorMessage, "\(refused.text)")
        }
    }

    /// A frame sent after the session ended cannot follow the login page's redirect: it is
    /// told to log in again, in the page's language. A page itself is still redirected.
    @Test func aFrameAfterTheSessionEndedAsksToLogInAgain() async throws {
        try await TestApp.run(configuration: PassphraseThrottleTests.network, scanning: Self.scanning) { client, _ in
            let json = KitchenPagesTests.multipart([.acceptLanguage: "de", .accept: "application/json"])
            let frame = try await client.raw(.post, "/scan/frame", headers: json, body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(frame.status == .unauthorized)
            #expect(frame.errorMessage == Self.german("scan4.loggedOut"), "\(frame.text)")
            let page = try await client.raw(.post, "/scan/photo", headers: KitchenPagesTests.multipart([:]), body: KitchenPagesTests.upload(TestPhotos.jpeg))
            #expect(page.status == .seeOther && page.location.hasPrefix("/login"))
        }
    }

    private static func token(_ client: WebTestClient) throws -> String {
        try #require(client.csrfToken)
    }

    /// A frame as scan.js sends it: the page's form token, the photo, JSON asked for.
    private static func frame(_ client: WebTestClient, language: String, photo: Data = TestPhotos.jpeg, token: Bool = true) async throws -> WebResponse {
        _ = try await client.get("/scan")
        let csrf = token ? try Self.token(client) : nil
        let headers = KitchenPagesTests.multipart([.cookie: try #require(client.csrfCookie), .acceptLanguage: language, .accept: "application/json"])
        return try await client.raw(.post, "/scan/frame", headers: headers, body: KitchenPagesTests.upload(photo, csrf: csrf))
    }

    /// The line without the seconds each recognizer took ("(0.3 s)").
    private static func timeless(_ status: String?) -> String {
        (status ?? "").replacing(/\(\d+[.,]\d s\)/, with: "(… s)")
    }
}
