import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: RecentIdeasRepository {
    public func recentIdeas() async throws -> IdeaBatch? {
        let json = try await reader.read { db in
            try String.fetchOne(db, sql: "SELECT batch FROM recentIdeas WHERE id = 1")
        }
        guard let json else { return nil }
        do {
            return try JSONDecoder().decode(IdeaBatch.self, from: Data(json.utf8))
        } catch {
            // Old or damaged: the ideas can be asked for again, so it is not an error.
            return nil
        }
    }

    /// Replaces the previous batch, unless the one kept has a later number.
    public func saveRecentIdeas(_ batch: IdeaBatch) async throws {
        // Faces find an idea by its id: two with one id are one batch no face could show.
        guard Set(batch.numbered.map(\.id)).count == batch.numbered.count else { throw IdeasError.duplicateIdeaID }
        let json = String(decoding: try JSONEncoder().encode(batch), as: UTF8.self)
        try await writer.write { db in
            if let number = batch.number,
                let kept = try Int.fetchOne(db, sql: "SELECT json_extract(batch, '$.number') FROM recentIdeas WHERE id = 1"), kept > number
            {
                return
            }
            try db.execute(sql: "INSERT OR REPLACE INTO recentIdeas (id, batch) VALUES (1, ?)", arguments: [json])
        }
    }

    public func reserveIdeaBatchNumber() async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "UPDATE ideaBatchNumber SET last = last + 1 WHERE id = 1")
            return try Int.fetchOne(db, sql: "SELECT last FROM ideaBatchNumber WHERE id = 1") ?? 1
        }
    }

    /// Issue 40: batch numbers are counted in the database, starting after the kept batch's.
    static func registerRecentIdeasMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue40-idea-batch-number") { db in
            try db.create(table: "ideaBatchNumber") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("last", .integer).notNull().check { $0 >= 0 }
            }
            try db.execute(
                sql: """
                    INSERT INTO ideaBatchNumber (id, last)
                    VALUES (1, COALESCE((SELECT MAX(0, CAST(json_extract(batch, '$.number') AS INTEGER)) FROM recentIdeas WHERE id = 1 AND json_valid(batch)), 0))
                    """)
        }
    }
}
