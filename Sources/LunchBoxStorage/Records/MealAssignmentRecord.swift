import Foundation
import GRDB
import LunchBoxCore

/// A row of `mealAssignment`: one meal on one day, the day as `YYYY-MM-DD` text.
struct MealAssignmentRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "mealAssignment"

    var id: String
    var mealID: String
    var day: String
    var createdAtMilliseconds: Int64

    init(id: String, mealID: String, day: String, createdAtMilliseconds: Int64) {
        self.id = id
        self.mealID = mealID
        self.day = day
        self.createdAtMilliseconds = createdAtMilliseconds
    }

    init(assignment: MealAssignment) {
        self.id = assignment.id.uuidString
        self.mealID = assignment.mealID.uuidString
        self.day = assignment.day.isoString
        self.createdAtMilliseconds = assignment.createdAt.storedMilliseconds
    }

    func assignment() throws -> MealAssignment {
        guard let uuid = UUID(uuidString: id), let mealUUID = UUID(uuidString: mealID) else {
            throw StorageError.corruptValue(table: "planned meal", reason: "an id is not a UUID")
        }
        guard let calendarDay = CalendarDay(isoString: day) else {
            throw StorageError.corruptValue(table: "planned meal", reason: "its day is not a date")
        }
        return MealAssignment(id: uuid, mealID: mealUUID, day: calendarDay, createdAt: Date(storedMilliseconds: createdAtMilliseconds))
    }
}
