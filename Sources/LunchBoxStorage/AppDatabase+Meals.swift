import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: MealRepository {
    public func meals() async throws -> [Meal] {
        try await reader.read { db in
            // A statement prepared once: building the query each read cost more than running it.
            try MealRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM meal ORDER BY createdAtMilliseconds, rowid")).map { try $0.meal() }
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
        return try await writer.write { db in try Self.insert(record, db) }
    }

    public func addMealUnlessPresent(_ candidate: Meal) async throws -> LibraryMeal {
        let record = try MealRecord(meal: candidate.validated())
        return try await writer.write { db in try Self.addMealUnlessPresent(record, db) }
    }

    /// The library's meal with the candidate's content, or the candidate, inserted.
    static func addMealUnlessPresent(_ record: MealRecord, _ db: Database) throws -> LibraryMeal {
        let candidate = try record.meal()
        let meals = try MealRecord.fetchAll(db).map { try $0.meal() }
        if let existing = meals.first(where: { $0.hasSameContent(as: candidate) }) {
            return LibraryMeal(meal: existing, isNew: false)
        }
        return LibraryMeal(meal: try insert(record, db), isNew: true)
    }

    private static func insert(_ record: MealRecord, _ db: Database) throws -> Meal {
        guard try !MealRecord.exists(db, key: record.id) else {
            throw PlannerError.mealAlreadyExists
        }
        guard try MealRecord.fetchCount(db) < Meal.maximumLibrarySize else {
            throw PlannerError.libraryFull(maximum: Meal.maximumLibrarySize)
        }
        try record.insert(db)
        return try record.meal()
    }

    /// Changes the fields the edit names; the meal's id and creation time stay.
    @discardableResult
    public func updateMeal(id: UUID, edit: MealEdit) async throws -> Meal {
        try await writer.write { db in
            guard let existing = try MealRecord.fetchOne(db, key: id.uuidString) else {
                throw PlannerError.mealNotFound
            }
            let updated = try MealRecord(meal: edit.applied(to: try existing.meal()).validated())
            try updated.update(db)
            return try updated.meal()
        }
    }

    /// Deletes the meal after checking, in the same transaction, that it is not planned
    /// or that the person agreed; the foreign key's ON DELETE CASCADE removes its planned
    /// days in the same statement, so no plan ever points at a missing meal.
    @discardableResult
    public func deleteMeal(id: UUID, confirmed: Bool) async throws -> DeletedMeal {
        try await writer.write { db in
            guard let record = try MealRecord.fetchOne(db, key: id.uuidString) else { throw PlannerError.mealNotFound }
            let meal = try record.meal()
            let days = try Self.plannedDays(mealID: id, db)
            if !days.isEmpty && !confirmed {
                throw PlannerError.mealIsPlanned(description: meal.description, days: days)
            }
            try record.delete(db)
            return DeletedMeal(meal: meal, plannedDays: days)
        }
    }

    public func plannedDays(mealID: UUID) async throws -> [CalendarDay] {
        try await reader.read { db in try Self.plannedDays(mealID: mealID, db) }
    }

    private static func plannedDays(mealID: UUID, _ db: Database) throws -> [CalendarDay] {
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
