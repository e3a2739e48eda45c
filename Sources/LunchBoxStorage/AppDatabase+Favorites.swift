import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: FavoritesRepository {
    public func favorites() async throws -> [LunchBoxIdea] {
        try await reader.read { db in
            // A statement prepared once: building the query each read cost more than running it.
            try FavoriteRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM favorite ORDER BY savedAtMilliseconds DESC, rowid DESC")).map { try $0.idea() }
        }
    }

    /// Reads only the columns a list shows; the JSON lists are not decoded.
    public func favoriteSummaries() async throws -> [FavoriteSummary] {
        try await reader.read { db in
            let rows = try Row.fetchCursor(
                db, sql: "SELECT id, name, savedAtMilliseconds, engine, model FROM favorite ORDER BY savedAtMilliseconds DESC, rowid DESC")
            var summaries: [FavoriteSummary] = []
            while let row = try rows.next() {
                guard let id = UUID(uuidString: row["id"]) else {
                    throw StorageError.corruptValue(table: "favorite", reason: "its id is not a UUID")
                }
                let engine: String? = row["engine"]
                summaries.append(
                    FavoriteSummary(
                        id: id,
                        name: row["name"],
                        savedAt: Date(storedMilliseconds: row["savedAtMilliseconds"]),
                        origin: engine.flatMap(IdeaOrigin.Engine.init(rawValue:)).map { IdeaOrigin(engine: $0, model: row["model"]) }
                    ))
            }
            return summaries
        }
    }

    public func favorite(id: UUID) async throws -> LunchBoxIdea? {
        try await reader.read { db in
            try FavoriteRecord.fetchOne(db, key: id.uuidString)?.idea()
        }
    }

    /// Saving an idea that is already a favorite updates it and moves it to the top.
    @discardableResult
    public func saveFavorite(_ idea: LunchBoxIdea, at date: Date) async throws -> FavoriteSave {
        let record = FavoriteRecord(idea: idea, savedAt: date)
        let isNew = try await writer.write { db in
            let existed = try FavoriteRecord.deleteOne(db, key: record.id)
            try record.insert(db)
            return !existed
        }
        return FavoriteSave(idea: try record.idea(), isNew: isNew)
    }

    @discardableResult
    public func deleteFavorite(id: UUID) async throws -> LunchBoxIdea? {
        try await writer.write { db in
            guard let record = try FavoriteRecord.fetchOne(db, key: id.uuidString) else { return nil }
            try record.delete(db)
            return try record.idea()
        }
    }
}
