import Foundation
import Hummingbird
import LunchBoxStorage
import Testing

@testable import LunchBoxServer

/// A change queued offline may reach the server twice (the first answer was lost on the
/// way back): with the same idempotency key it is applied once.
@Suite struct IdempotencyTests {
    @Test func aKitchenAddSentTwiceWithOneKeyIsAppliedOnce() async throws {
        try await TestApp.run { client, database in
            _ = try await client.get("/inventory")
            let key = "offline-0123456789abcdef"
            let fields = [("name", "apples"), ("quantity", "2"), ("idempotency_key", key)]
            let first = try await client.postForm("/inventory", fields)
            let again = try await client.postForm("/inventory", fields)
            #expect(first.status == .seeOther)
            #expect(first.headers[IdempotencyMiddleware.replayedHeader] == nil)
            #expect(again.status == .seeOther)
            #expect(again.location == first.location)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            let items = try await database.inventory().items
            #expect(items.map(\.name) == ["apples"])
            #expect(items.map(\.quantity) == ["2"])
        }
    }

    @Test func withoutAKeyTheSameAddIsAppliedEachTime() async throws {
        // The control: proves the test above could fail.
        try await TestApp.run { client, database in
            _ = try await client.get("/inventory")
            let fields = [("name", "apples"), ("quantity", "2")]
            try await client.postForm("/inventory", fields)
            try await client.postForm("/inventory", fields)
            let items = try await database.inventory().items
            #expect(items.count != 1 || items.map(\.quantity) != ["2"])
        }
    }

    @Test func theHeaderKeyWorksForTheAPIAndABadKeyIsRefused() async throws {
        try await TestApp.run { client, database in
            let headers: HTTPFields = [.contentType: "application/json", IdempotencyMiddleware.header: "api-key-0123456789abcdef"]
            let body = ByteBuffer(string: #"{"name": "pears", "quantity": "3"}"#)
            let first = try await client.raw(.post, "/api/inventory", headers: headers, body: body)
            let again = try await client.raw(.post, "/api/inventory", headers: headers, body: body)
            #expect(first.status.code < 300)
            #expect(again.status == first.status)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            #expect(try await database.inventory().items.count == 1)
            var bad = headers
            bad[IdempotencyMiddleware.header] = "short"
            #expect(try await client.raw(.post, "/api/inventory", headers: bad, body: body).status == .badRequest)
        }
    }

    static let print = String(repeating: "a", count: 64)

    /// Issue 39, item 6: a reused key with another body, method or path, or from another
    /// login session, got the first request's answer and applied nothing. It is a 422 now.
    @Test func aKeyAnswersOnlyTheRequestItCameWith() async throws {
        try await TestApp.run { client, database in
            let key = "api-key-0123456789abcdef"
            let headers: HTTPFields = [.contentType: "application/json", IdempotencyMiddleware.header: key]
            let first = try await client.raw(.post, "/api/inventory", headers: headers, body: ByteBuffer(string: #"{"name": "pears"}"#))
            #expect(first.status.code < 300)
            let otherBody = try await client.raw(.post, "/api/inventory", headers: headers, body: ByteBuffer(string: #"{"name": "plums"}"#))
            let otherPath = try await client.raw(.post, "/api/meals", headers: headers, body: ByteBuffer(string: #"{"name": "pears"}"#))
            // DELETE /api/inventory empties the kitchen: refused, it empties nothing.
            let otherMethod = try await client.raw(.delete, "/api/inventory", headers: headers, body: ByteBuffer(string: #"{"name": "pears"}"#))
            for answer in [otherBody, otherPath, otherMethod] {
                #expect(answer.status == .unprocessableContent)
                #expect(answer.headers[IdempotencyMiddleware.replayedHeader] == nil)
                #expect(answer.text.contains("a key of its own"))
            }
            #expect(try await database.inventory().items.map(\.name) == ["pears"])
            #expect(try await database.meals().isEmpty)
        }
    }

    @Test func aKeyFromAnotherSessionIsRefused() async throws {
        var configuration = ServerConfiguration(host: "0.0.0.0", passphrase: "correct horse battery")
        configuration.wrongPassphraseDelay = .zero
        try await TestApp.run(configuration: configuration) { client, database in
            let key = "api-key-0123456789abcdef"
            let body = #"{"name": "pears"}"#
            var asMia: HTTPFields = [.contentType: "application/json", IdempotencyMiddleware.header: key, .authorization: "Bearer correct horse battery"]
            let first = try await client.raw(.post, "/api/inventory", headers: asMia, body: ByteBuffer(string: body))
            #expect(first.status.code < 300)
            // The same request again is replayed; from a logged-in browser session it is not.
            let again = try await client.raw(.post, "/api/inventory", headers: asMia, body: ByteBuffer(string: body))
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            _ = try await client.get("/login")
            let login = try await client.postForm("/login", [("passphrase", "correct horse battery"), ("next", "/")])
            let session = try #require(login.headers[values: .setCookie].first { $0.hasPrefix("lb_session=") }?.split(separator: ";").first)
            asMia[.authorization] = nil
            asMia[.cookie] = String(session)
            let otherSession = try await client.raw(.post, "/api/inventory", headers: asMia, body: ByteBuffer(string: body))
            #expect(otherSession.status == .unprocessableContent)
            #expect(try await database.inventory().items.count == 1)
        }
    }

    @Test func aKeyIsForgottenAfterItsLifetimeAndAFailedChangeMayBeRetried() async throws {
        let now = Clock()
        let store = IdempotencyStore(capacity: 2, clock: { now.value })
        #expect(try await store.claim("a", fingerprint: Self.print) == .apply)
        #expect(try await store.claim("a", fingerprint: Self.print) == .inProgress)
        await store.abandon("a")
        #expect(try await store.claim("a", fingerprint: Self.print) == .apply)
        try await store.finish("a", with: .init(status: 303, location: "/inventory", fingerprint: Self.print))
        #expect(try await store.claim("a", fingerprint: Self.print) == .replay(.init(status: 303, location: "/inventory", fingerprint: Self.print)))
        now.value = now.value.addingTimeInterval(IdempotencyStore.lifetime + 1)
        #expect(try await store.claim("a", fingerprint: Self.print) == .apply)
        // Over capacity, the oldest key goes first.
        now.value = now.value.addingTimeInterval(1)
        #expect(try await store.claim("b", fingerprint: Self.print) == .apply)
        try await store.finish("b", with: .init(status: 200, location: nil, fingerprint: Self.print))
        now.value = now.value.addingTimeInterval(1)
        #expect(try await store.claim("c", fingerprint: Self.print) == .apply)
        #expect(try await store.claim("b", fingerprint: Self.print) == .replay(.init(status: 200, location: nil, fingerprint: Self.print)))
        #expect(try await store.claim("a", fingerprint: Self.print) == .apply)
    }

    private final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var stored = Date(timeIntervalSince1970: 1_800_000_000)
        var value: Date {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
