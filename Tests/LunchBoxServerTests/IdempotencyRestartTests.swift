import Foundation
import Hummingbird
import HummingbirdTesting
import LunchBoxCore
import LunchBoxStorage
import LunchBoxTesting
import Testing

@testable import LunchBoxServer

/// A kitchen add queued offline whose answer was lost, re-sent after the server restarted:
/// the key was kept in the database, so the second try is a replay and changes nothing.
@Suite struct IdempotencyRestartTests {
    private static let fields = [("name", "apples"), ("quantity", "2"), ("idempotency_key", "restart-0123456789abcdef")]

    @Test func aReplayAfterReopeningTheDatabaseChangesNothing() async throws {
        try await Self.withDatabaseFile { path in
            let first = try await Self.postOnFreshServer(path: path, keepKeys: true)
            let again = try await Self.postOnFreshServer(path: path, keepKeys: true)
            #expect(first.status == .seeOther)
            #expect(first.headers[IdempotencyMiddleware.replayedHeader] == nil)
            #expect(again.status == .seeOther)
            #expect(again.location == first.location)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            let items = try await AppDatabase.open(path: path).inventory().items
            #expect(items.map(\.name) == ["apples"])
            #expect(items.map(\.quantity) == ["2"])
        }
    }

    @Test func withKeysInMemoryOnlyTheRestartedServerAppliesItAgain() async throws {
        // The control: the same steps without the database's records apply the add twice,
        // so the test above would fail if the keys were not kept.
        try await Self.withDatabaseFile { path in
            _ = try await Self.postOnFreshServer(path: path, keepKeys: false)
            let again = try await Self.postOnFreshServer(path: path, keepKeys: false)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == nil)
            let items = try await AppDatabase.open(path: path).inventory().items
            #expect(items.count != 1 || items.map(\.quantity) != ["2"])
        }
    }

    /// Issue 40: the key was recorded only after the change's own transaction, so a server
    /// that stopped between the two applied the re-sent change again. The key now commits
    /// with the change: the answer lost, the re-sent add is answered 202 and applied once.
    @Test func aKeyCommitsWithItsChangeSoAnAnswerLostToAStopChangesNothing() async throws {
        try await Self.withDatabaseFile { path in
            let first = try await Self.postOnFreshServer(path: path, keepKeys: true, answerLost: true)
            #expect(first.status == .seeOther)
            let again = try await Self.postOnFreshServer(path: path, keepKeys: true)
            #expect(again.status == .accepted)
            #expect(again.headers[IdempotencyMiddleware.replayedHeader] == "true")
            let items = try await AppDatabase.open(path: path).inventory().items
            #expect(items.map(\.name) == ["apples"])
            #expect(items.map(\.quantity) == ["2"])
        }
    }

    @Test func aWriteThatFailsRecordsNoKey() async throws {
        let database = try AppDatabase.inMemory()
        let pending = PendingIdempotencyKey(key: "failed-0123456789abcdef", fingerprint: String(repeating: "b", count: 64), at: Date())
        await PendingIdempotencyKey.$current.withValue(pending) {
            // An item with no name is refused inside the write: nothing commits, the key neither.
            _ = try? await database.addInventoryItems([InventoryItem(name: "   ")])
        }
        #expect(!pending.isRecorded)
        #expect(try await database.idempotencyOutcome(key: pending.key, since: .distantPast) == nil)
        try await PendingIdempotencyKey.$current.withValue(pending) {
            _ = try await database.inventory()  // a read records nothing
            _ = try await database.addInventoryItems([InventoryItem(name: "pears")])
        }
        #expect(pending.isRecorded)
        #expect(try await database.idempotencyOutcome(key: pending.key, since: .distantPast) == pending.outcome)
    }

    @Test func keysExpireAndTheirNumberIsBounded() async throws {
        let database = try AppDatabase.inMemory()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let outcome = IdempotencyStore.Outcome(status: 303, location: "/inventory")
        for index in 0..<5 {
            let at = start.addingTimeInterval(Double(index))
            try await database.recordIdempotency(key: "k\(index)", outcome: outcome, at: at, forgettingBefore: .distantPast, capacity: 3)
        }
        #expect(try await database.idempotencyOutcome(key: "k0", since: .distantPast) == nil)
        #expect(try await database.idempotencyOutcome(key: "k1", since: .distantPast) == nil)
        #expect(try await database.idempotencyOutcome(key: "k4", since: .distantPast) == outcome)
        // Older than the lifetime: not answered, and forgotten at the next record.
        #expect(try await database.idempotencyOutcome(key: "k2", since: start.addingTimeInterval(3)) == nil)
        let later = start.addingTimeInterval(IdempotencyStore.lifetime + 10)
        try await database.recordIdempotency(key: "k5", outcome: outcome, at: later, forgettingBefore: later.addingTimeInterval(-IdempotencyStore.lifetime), capacity: 3)
        #expect(try await database.idempotencyOutcome(key: "k4", since: .distantPast) == nil)
        #expect(try await database.idempotencyOutcome(key: "k5", since: .distantPast) == outcome)
    }

    /// Starts a server on the database file (a new `AppDatabase`, as a restart opens it),
    /// posts the add once and stops.
    private static func postOnFreshServer(path: String, keepKeys: Bool, answerLost: Bool = false) async throws -> WebResponse {
        let database = try AppDatabase.open(path: path)
        let built = try TestUseCases.make(database: database)
        let records: (any IdempotencyRecords)? = answerLost ? AnswerLost(database: database) : keepKeys ? database : nil
        let dependencies = ServerDependencies(useCases: built.useCases, idempotencyRecords: records)
        let app = Application(router: try await buildRouter(dependencies, configuration: ServerConfiguration()))
        let answer = ResponseBox()
        try await app.test(.router) { client in
            let web = WebTestClient(client)
            _ = try await web.get("/inventory")
            answer.value = try await web.postForm("/inventory", fields)
        }
        return try #require(answer.value)
    }

    private static func withDatabaseFile(_ body: (String) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunchbox-idem-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder.appendingPathComponent("lunchbox.sqlite").path)
    }

    /// Keys as the database keeps them, but the answer is never recorded: the server
    /// stopped just after the change.
    private struct AnswerLost: IdempotencyRecords {
        let database: AppDatabase

        func idempotencyOutcome(key: String, since: Date) async throws -> IdempotencyOutcome? {
            try await database.idempotencyOutcome(key: key, since: since)
        }

        func recordIdempotency(key: String, outcome: IdempotencyOutcome, at date: Date, forgettingBefore: Date, capacity: Int) async throws {
            throw CancellationError()
        }
    }

    private final class ResponseBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: WebResponse?
        var value: WebResponse? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
