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

    /// Replaces the previous batch.
    public func saveRecentIdeas(_ batch: IdeaBatch) async throws {
        // Faces find an idea by its id: two with one id are one batch no face could show.
        guard Set(batch.numbered.map(\.id)).count == batch.numbered.count else { throw IdeasError.duplicateIdeaID }
        let json = String(decoding: try JSONEncoder().encode(batch), as: UTF8.self)
        try await writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO recentIdeas (id, batch) VALUES (1, ?)", arguments: [json])
        }
    }
}
