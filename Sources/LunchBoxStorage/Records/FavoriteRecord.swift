import Foundation
import GRDB
import LunchBoxCore

/// A row of `favorite`: one saved idea. Lists are JSON arrays; the save time is whole
/// milliseconds so it reads back exactly as written.
struct FavoriteRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "favorite"

    var id: String
    var name: String
    var ingredients: String
    var steps: String
    var savedAtMilliseconds: Int64
    var engine: String?
    var model: String?

    init(idea: LunchBoxIdea, savedAt: Date) throws {
        self.id = idea.id.uuidString
        self.name = idea.name
        self.ingredients = try JSONList.encode(idea.ingredients)
        self.steps = try JSONList.encode(idea.preparationSteps)
        self.savedAtMilliseconds = Self.milliseconds(savedAt)
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
            ingredients: try JSONList.decode(ingredients, table: "favorite"),
            preparationSteps: try JSONList.decode(steps, table: "favorite"),
            savedAt: Self.date(milliseconds: savedAtMilliseconds),
            origin: origin
        )
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}

/// String lists stored as JSON text.
enum JSONList {
    static func encode(_ list: [String]) throws -> String {
        String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
    }

    static func decode(_ text: String, table: String) throws -> [String] {
        do {
            return try JSONDecoder().decode([String].self, from: Data(text.utf8))
        } catch {
            throw StorageError.corruptValue(table: table, reason: "a list is not valid JSON")
        }
    }
}
