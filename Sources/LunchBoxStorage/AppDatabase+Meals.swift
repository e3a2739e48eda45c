import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: MealRepository {
    public func meals() async throws -> [Meal] {
        try await reader.read { db in
            try MealRecord
                .order(Column("createdAtMilliseconds"), Column.rowID)
                .fetchAll(db)
                .map { try $0.meal() }
        }
    }

    public func meal(id: UUID) async throws -> Meal? {
        try await reader.read { db in
            try MealRecord.fetchOne(db, key: id.uuidString)?.meal()
        }
    }

    /// Validates the meal, then inserts it if the library has room, in one transaction.
    @discardableResult
    public func addMeal(_ meal: Meal) async throws -> Meal {
        let record = try MealRecord(meal: meal.validated())
        return try await writer.write { db in
            guard try !MealRecord.exists(db, key: record.id) else {
                throw PlannerError.mealAlreadyExists
            }
            guard try MealRecord.fetchCount(db) < Meal.maximumLibrarySize else {
                throw PlannerError.libraryFull(maximum: Meal.maximumLibrarySize)
            }
            try record.insert(db)
            return try record.meal()
        }
    }

    /// Replaces the meal's text and components; its id and creation time stay.
    @discardableResult
    public func updateMeal(_ meal: Meal) async throws -> Meal {
        let record = try MealRecord(meal: meal.validated())
        return try await writer.write { db in
            guard let existing = try MealRecord.fetchOne(db, key: record.id) else {
                throw PlannerError.mealNotFound
            }
            var updated = record
            updated.createdAtMilliseconds = existing.createdAtMilliseconds
            try updated.update(db)
            return try updated.meal()
        }
    }

    /// Deletes the meal; the foreign key's ON DELETE CASCADE removes its planned days in
    /// the same statement, so no plan ever points at a missing meal.
    @discardableResult
    public func deleteMeal(id: UUID) async throws -> Bool {
        try await writer.write { db in
            try MealRecord.deleteOne(db, key: id.uuidString)
        }
    }

    public func plannedDays(mealID: UUID) async throws -> [CalendarDay] {
        try await reader.read { db in
            let days = try String.fetchAll(
                db,
                sql: "SELECT DISTINCT day FROM mealAssignment WHERE mealID = ? ORDER BY day",
                arguments: [mealID.uuidString]
            )
            return try days.map { text in
                guard let day = CalendarDay(isoString: text) else {
                    throw StorageError.corruptValue(table: "planned meal", reason: "its day is not a date")
                }
                return day
            }
        }
    }

    /// How many meals the library holds.
    public func mealCount() async throws -> Int {
        try await reader.read { db in try MealRecord.fetchCount(db) }
    }
}
