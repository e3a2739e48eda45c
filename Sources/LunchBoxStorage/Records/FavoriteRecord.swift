import Foundation
import GRDB
import LunchBoxCore

/// A row of `favorite`: one saved idea. Lists are JSON arrays (GRDB stores a Codable
/// array as JSON text); the save time is whole milliseconds so it reads back exactly as
/// written.
struct FavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "favorite"

    var id: String
    var name: String
    var ingredients: [String]
    var steps: [String]
    var savedAtMilliseconds: Int64
    var engine: String?
    var model: String?

    /// Read column by column, the lists from their JSON text (issue 40: GRDB's Decodable
    /// path is a generic decoder per row).
    init(row: Row) throws {
        id = row["id"]
        name = row["name"]
        ingredients = try StoredList.strings(row["ingredients"], table: "favorite")
        steps = try StoredList.strings(row["steps"], table: "favorite")
        savedAtMilliseconds = row["savedAtMilliseconds"]
        engine = row["engine"]
        model = row["model"]
    }

    init(idea: LunchBoxIdea, savedAt: Date) {
        self.id = idea.id.uuidString
        self.name = idea.name
        self.ingredients = idea.ingredients
        self.steps = idea.preparationSteps
        self.savedAtMilliseconds = savedAt.storedMilliseconds
        self.engine = idea.origin?.engine.rawValue
        self.model = idea.origin?.model
    }

    func idea() throws -> LunchBoxIdea {
        guard let uuid = UUID(uuidString: id) else {
            throw StorageError.corruptValue(table: "favorite", reason: "its id is not a UUID")
        }
        let origin = engine.flatMap(IdeaOrigin.Engine.init(rawValue:)).map { IdeaOrigin(engine: $0, model: model) }
        return LunchBoxIdea(
            id: uuid,
            name: name,
            ingredients: ingredients,
            preparationSteps: steps,
            savedAt: Date(storedMilliseconds: savedAtMilliseconds),
            origin: origin
        )
    }
}
