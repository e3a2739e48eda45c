import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxStorage

/// Issue 40: batch numbers moved into the database; a kitchen that had asked for ideas
/// goes on from the batch it kept, so the offline chef does not start its batches again.
@Suite struct IdeaBatchNumberMigrationTests {
    @Test func numbersGoOnFromTheKeptBatch() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("before.sqlite").path
        var kept = IdeaBatch(ideas: [LunchBoxIdea(name: "Egg wrap", ingredients: ["eggs", "wraps"], preparationSteps: ["Roll."])], origin: .offlineChef)
        kept.number = 4
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.migrator.migrate(queue, upTo: "issue37-inventory-date-kind")
            let json = String(decoding: try JSONEncoder().encode(kept), as: UTF8.self)
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO recentIdeas (id, batch) VALUES (1, ?)", arguments: [json])
            }
        }
        let database = try AppDatabase.open(path: path)
        #expect(try await database.recentIdeas() == kept)
        #expect(try await database.reserveIdeaBatchNumber() == 5)
    }

    @Test func aFreshDatabaseStartsAtOne() async throws {
        #expect(try await AppDatabase.inMemory().reserveIdeaBatchNumber() == 1)
    }
}
