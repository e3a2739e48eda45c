import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: FavoritesRepository {
    public func favorites() async throws -> [LunchBoxIdea] {
        try await reader.read { db in
            try FavoriteRecord
                .order(Column("savedAtMilliseconds").desc, Column.rowID.desc)
                .fetchAll(db)
                .map { try $0.idea() }
        }
    }

    public func favorite(id: UUID) async throws -> LunchBoxIdea? {
        try await reader.read { db in
            try FavoriteRecord.fetchOne(db, key: id.uuidString)?.idea()
        }
    }

    /// Saving an idea that is already a favorite updates it and moves it to the top.
    @discardableResult
    public func saveFavorite(_ idea: LunchBoxIdea, at date: Date) async throws -> LunchBoxIdea {
        let record = try FavoriteRecord(idea: idea, savedAt: date)
        try await writer.write { db in
            try FavoriteRecord.deleteOne(db, key: record.id)
            try record.insert(db)
        }
        return try record.idea()
    }

    @discardableResult
    public func deleteFavorite(id: UUID) async throws -> Bool {
        try await writer.write { db in
            try FavoriteRecord.deleteOne(db, key: id.uuidString)
        }
    }

    /// How many favorites there are.
    public func favoriteCount() async throws -> Int {
        try await reader.read { db in try FavoriteRecord.fetchCount(db) }
    }
}
