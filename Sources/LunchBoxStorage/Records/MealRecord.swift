import Foundation
import GRDB
import LunchBoxCore

/// A row of `meal`. Components are a JSON array; the creation time is whole
/// milliseconds so it reads back exactly as written.
struct MealRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "meal"

    var id: String
    var description: String
    var primaryProtein: String
    var primaryCarb: String
    var otherComponents: String
    var createdAtMilliseconds: Int64

    init(meal: Meal) throws {
        self.id = meal.id.uuidString
        self.description = meal.description
        self.primaryProtein = meal.primaryProtein
        self.primaryCarb = meal.primaryCarb
        self.otherComponents = try JSONList.encode(meal.otherComponents)
        self.createdAtMilliseconds = Self.milliseconds(meal.createdAt)
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
            otherComponents: try JSONList.decode(otherComponents, table: "meal"),
            createdAt: Self.date(milliseconds: createdAtMilliseconds)
        )
    }

    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
