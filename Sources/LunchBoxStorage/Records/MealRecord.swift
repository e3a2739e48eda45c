import Foundation
import GRDB
import LunchBoxCore

/// A row of `meal`. Components are a JSON array (GRDB stores a Codable array as JSON
/// text); the creation time is whole
/// milliseconds so it reads back exactly as written.
struct MealRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "meal"

    var id: String
    var description: String
    var primaryProtein: String
    var primaryCarb: String
    var otherComponents: [String]
    var createdAtMilliseconds: Int64

    /// Read column by column, the components from their JSON text (issue 40: GRDB's
    /// Decodable path is a generic decoder per row).
    init(row: Row) throws {
        id = row["id"]
        description = row["description"]
        primaryProtein = row["primaryProtein"]
        primaryCarb = row["primaryCarb"]
        otherComponents = try StoredList.strings(row["otherComponents"], table: "meal")
        createdAtMilliseconds = row["createdAtMilliseconds"]
    }

    init(meal: Meal) {
        self.id = meal.id.uuidString
        self.description = meal.description
        self.primaryProtein = meal.primaryProtein
        self.primaryCarb = meal.primaryCarb
        self.otherComponents = meal.otherComponents
        self.createdAtMilliseconds = meal.createdAt.storedMilliseconds
    }

    func meal() throws -> Meal {
        guard let uuid = UUID(uuidString: id) else {
            throw StorageError.corruptValue(table: "meal", reason: "its id is not a UUID")
        }
        return Meal(
            id: uuid,
            description: description,
            primaryProtein: primaryProtein,
            primaryCarb: primaryCarb,
            otherComponents: otherComponents,
            createdAt: Date(storedMilliseconds: createdAtMilliseconds)
        )
    }
}
