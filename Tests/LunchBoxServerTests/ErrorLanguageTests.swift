import Foundation
import HTTPTypes
import Hummingbird
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// The server's own errors (an address with nothing, a date kind that is neither) are
/// worded on the error page in the reader's language; the JSON API's `title` and
/// `message` stay the documented English display text.
@Suite("Server errors in the reader's language")
struct ErrorLanguageTests {
    @Test func aMissingPageIsWordedInTheReadersLanguageAndTheAPIStaysEnglish() async throws {
        try await TestApp.run { client, _ in
            let page = try await client.raw(.get, "/nothing-here", headers: [.acceptLanguage: "de"])
            #expect(page.status == .notFound)
            #expect(page.text.contains("Nicht gefunden") && page.text.contains("Unter dieser Adresse gibt es nichts. Vielleicht wurde es gelöscht."), "\(page.text)")
            let api = try await client.raw(.get, "/api/nothing-here", headers: [.acceptLanguage: "de"])
            #expect(api.status == .notFound)
            let error = try #require(try api.json()["error"] as? [String: Any])
            #expect(error["title"] as? String == "Not found")
            #expect(error["message"] as? String == "There is nothing at this address. It may have been deleted.")
        }
    }

    @Test func aDateKindThatIsNeitherIsRefusedInEnglishOverTheAPI() async throws {
        try await TestApp.run { client, _ in
            let refused = try await client.api(.post, "/api/inventory", json: #"{"name": "Milk", "dateKind": "someday"}"#)
            #expect(refused.status == .badRequest)
            #expect(refused.errorMessage == "What the date means must be best-before or use-by.")
            let words = Wordings()[.spanish]
            let described = UserFacingError(try #require(Self.thrown { _ = try InventoryController.dateKind("someday") }))
            #expect(described.title(words) == "Tipo de fecha no válido" && described.message(words).contains("(best-before)"))
        }
    }

    /// Beside its English, an API error carries its fault as keys and typed values, which
    /// a client words in its own language; a number stays a number, a field's name a phrase.
    @Test func anAPIErrorCarriesItsFaultAsKeysAndTypedValues() async throws {
        try await TestApp.run { client, _ in
            let missing = try await client.api(.get, "/api/nothing-here")
            let notFound = try #require(try missing.json()["error"] as? [String: Any])
            let notFoundFault = try #require(notFound["fault"] as? [String: Any])
            #expect(notFoundFault["title"] as? String == "fault3.title.notFound" && notFoundFault["message"] as? String == "fault3.web.notFound")
            #expect((notFoundFault["arguments"] as? [Any])?.isEmpty == true)
            let tooLong = String(repeating: "a", count: 5_000)
            let refused = try await client.api(.post, "/api/inventory", json: #"{"name": "\#(tooLong)"}"#)
            #expect(refused.status == .badRequest)
            let error = try #require(try refused.json()["error"] as? [String: Any])
            let fault = try #require(error["fault"] as? [String: Any])
            #expect(fault["title"] as? String == "fault.title.fieldTooLong" && fault["message"] as? String == "fault.field.tooLong")
            let arguments = try #require(fault["arguments"] as? [[String: Any]])
            #expect(arguments.count == 2 && arguments.first?["phrase"] is String && arguments.last?["number"] is Int, "\(arguments)")
        }
    }

    /// The fault quotes the AI service's own words only as the message does: redacted, so
    /// a service that echoes the key sends it to no client.
    @Test func theFaultNeverCarriesTheKey() async throws {
        let key = "sk-fault-secret-0123456789"
        let echo = #"{"error": {"message": "No model for the key \#(key) here"}}"#
        try await TestApp.run(secrets: InMemorySecretStore(key: key), transport: RecordingTransport(status: 404, body: echo)) { client, database in
            try await IdeasPagesTests.stock(database)
            let refused = try await client.api(.post, "/api/ideas", json: #"{"engine": "ai"}"#)
            #expect(refused.status.code >= 400 && !refused.text.contains(key) && !refused.text.contains("0123456789"), "\(refused.text)")
            let fault = try #require((try refused.json()["error"] as? [String: Any])?["fault"] as? [String: Any])
            #expect(fault["message"] as? String == "fault.ai.status404.said" && refused.text.contains(SecretRedactor.placeholder), "\(refused.text)")
        }
    }

    /// Undo says what it put back, and that there is nothing to undo, in the household's language.
    @Test func undoSpeaksTheHouseholdsLanguage() async throws {
        try await TestApp.run { client, database in
            try await database.saveHouseholdLanguage(.german)
            let idea = PlannerAddToPlanTests.idea
            try await database.saveFavorite(idea, at: TestApp.monday)
            let deleted = try await client.postForm("/favorites/\(idea.id.uuidString)/delete", [])
            let token = try #require(KitchenPagesTests.flashCookie(deleted).split(separator: ":").last.map(String.init))
            let undone = try await client.postForm("/undo", [("token", token)])
            #expect((KitchenPagesTests.flashCookie(undone).removingPercentEncoding ?? "").contains("Zurückgeholt: \(idea.name)."))
            let nothing = try await client.postForm("/undo", [])
            #expect(nothing.status == .badRequest)
            #expect(nothing.text.contains("Nichts rückgängig zu machen"), "\(nothing.text)")
        }
    }

    /// A form that expired and a request from another site are refused in the reader's
    /// language; the English is what it was, under the status's own title.
    @Test func refusedFormsAreWordedInTheReadersLanguage() async throws {
        try await TestApp.run { client, _ in
            let form = [HTTPField(name: .contentType, value: "application/x-www-form-urlencoded")]
            let english = try await client.raw(.post, "/inventory", headers: HTTPFields(form), body: ByteBuffer(string: "name=eggs"))
            #expect(english.status == .forbidden)
            #expect(english.text.contains("Forbidden") && english.text.contains("This form has expired or came from another site. Go back, reload the page and try again."))
            let swedish = try await client.raw(.post, "/inventory", headers: HTTPFields(form + [HTTPField(name: .acceptLanguage, value: "sv")]), body: ByteBuffer(string: "name=eggs"))
            #expect(swedish.status == .forbidden)
            #expect(swedish.text.contains("Förbjudet") && swedish.text.contains("Formuläret har gått ut eller kom från en annan webbplats."), "\(swedish.text)")
            let elsewhere = [HTTPField(name: .acceptLanguage, value: "fr"), HTTPField(name: .origin, value: "https://evil.example")]
            let french = try await client.raw(.post, "/inventory", headers: HTTPFields(form + elsewhere), body: ByteBuffer(string: "name=eggs"))
            #expect(french.status == .forbidden)
            #expect(french.text.contains("Les requêtes d&#39;autres sites web ne sont pas acceptées.") || french.text.contains("Les requêtes d'autres sites web ne sont pas acceptées."))
        }
    }

    /// A photo upload the server cannot read is refused in the reader's language, its
    /// English as it was.
    @Test func anUnreadableUploadIsWordedInTheReadersLanguage() async throws {
        try await TestApp.run { client, _ in
            _ = try await client.get("/scan")
            let token = try #require(client.csrfToken)
            var body = ByteBuffer()
            body.writeString("--\(KitchenPagesTests.boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n--\(KitchenPagesTests.boundary)--\r\n")
            for (language, said) in [("de", "Der Upload konnte nicht gelesen werden."), ("en", "The upload could not be read. Choose a photo and try again.")] {
                let cookie: [HTTPFields.Element.Name: String] = [.cookie: try #require(client.csrfCookie), .acceptLanguage: language]
                let page = try await client.raw(.post, "/scan/photo", headers: KitchenPagesTests.multipart(cookie), body: body)
                #expect(page.status == .badRequest)
                #expect(page.text.contains(said), "\(language): \(page.text)")
            }
        }
    }

    /// The server's other refusals of a request carry catalog words: a German reader reads
    /// German, and a refusal to come back later keeps its Retry-After.
    @Test func refusalsOfARequestAreWordedFromTheCatalog() throws {
        let german = Wordings()[.german]
        for (fault, status, said) in [
            (HTTPFault.onlyLoopbackNames, HTTPResponse.Status.misdirectedRequest, "LunchBox antwortet hier nur auf localhost und 127.0.0.1."),
            (.notAFormUpload, .unsupportedMediaType, "Sende das Foto als Formular-Upload"),
            (.tooManyAtOnce(retryAfter: 5), .tooManyRequests, "Zu viele gleichzeitige Anfragen von dieser Adresse."),
        ] {
            let (answered, described) = ErrorResponder.describe(fault)
            #expect(answered == status)
            #expect(described.message(german).hasPrefix(said), "\(described.message(german))")
        }
        #expect(HTTPFault.tooManyAtOnce(retryAfter: 5).headers[.retryAfter] == "5")
    }

    private static func thrown(_ body: () throws -> Void) -> (any Error)? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }
}
