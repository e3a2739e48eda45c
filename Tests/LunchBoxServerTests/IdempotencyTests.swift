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

    @Test func aKeyIsForgottenAfterItsLifetimeAndAFailedChangeMayBeRetried() async throws {
        let now = Clock()
        let store = IdempotencyStore(capacity: 2, clock: { now.value })
        #expect(try await store.claim("a") == .apply)
        #expect(try await store.claim("a") == .inProgress)
        await store.abandon("a")
        #expect(try await store.claim("a") == .apply)
        try await store.finish("a", with: .init(status: 303, location: "/inventory"))
        #expect(try await store.claim("a") == .replay(.init(status: 303, location: "/inventory")))
        now.value = now.value.addingTimeInterval(IdempotencyStore.lifetime + 1)
        #expect(try await store.claim("a") == .apply)
        // Over capacity, the oldest key goes first.
        now.value = now.value.addingTimeInterval(1)
        #expect(try await store.claim("b") == .apply)
        try await store.finish("b", with: .init(status: 200, location: nil))
        now.value = now.value.addingTimeInterval(1)
        #expect(try await store.claim("c") == .apply)
        #expect(try await store.claim("b") == .replay(.init(status: 200, location: nil)))
        #expect(try await store.claim("a") == .apply)
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
