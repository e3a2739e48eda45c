import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase: PlanRepository {
    /// Checks that the meal exists and every day has room, then inserts, in one
    /// transaction. The foreign key would refuse a missing meal too; checking first
    /// gives the person a message they can act on instead of an SQLite error.
    @discardableResult
    public func assignMeal(id mealID: UUID, to days: [CalendarDay], at date: Date) async throws -> [MealAssignment] {
        try await writer.write { db in
            guard try MealRecord.exists(db, key: mealID.uuidString) else {
                throw PlannerError.mealNotFound
            }
            return try Self.assign(mealID, to: days, at: date, db)
        }
    }

    public func planMeal(_ candidate: Meal, on day: CalendarDay, at date: Date) async throws -> (meal: LibraryMeal, assignment: MealAssignment) {
        let record = try MealRecord(meal: candidate.validated())
        return try await writer.write { db in
            let meal = try Self.addMealUnlessPresent(record, db)
            let assignments = try Self.assign(meal.meal.id, to: [day], at: date, db)
            return (meal, assignments[0])
        }
    }

    /// Inserts one assignment per day after checking that no day would hold more than
    /// `MealAssignment.maximumPerDay`, counting the batch's own repeats.
    static func assign(_ mealID: UUID, to days: [CalendarDay], at date: Date, _ db: Database) throws -> [MealAssignment] {
        var added: [CalendarDay: Int] = [:]
        for day in days { added[day, default: 0] += 1 }
        for day in days where added[day] != nil {
            let mealsThatDay = try MealAssignmentRecord.filter(Column("day") == day.isoString).fetchCount(db)
            guard mealsThatDay + (added[day] ?? 0) <= MealAssignment.maximumPerDay else {
                throw PlannerError.dayFull(day: day, maximum: MealAssignment.maximumPerDay)
            }
            added[day] = nil
        }
        return try days.map { day in
            let record = MealAssignmentRecord(assignment: MealAssignment(mealID: mealID, day: day, createdAt: date))
            try record.insert(db)
            return try record.assignment()
        }
    }

    public func assignments(in days: ClosedRange<CalendarDay>) async throws -> [MealAssignment] {
        try await reader.read { db in
            try Self.assignmentRecords(db, in: days).map { try $0.assignment() }
        }
    }

    public func plannedMeals(in days: ClosedRange<CalendarDay>) async throws -> [PlannedMeal] {
        try await reader.read { db in try Self.plannedMeals(db, in: days) }
    }

    static func plannedMeals(_ db: Database, in days: ClosedRange<CalendarDay>) throws -> [PlannedMeal] {
        // One statement, prepared once (issue 40: building the query and a second
        // query by meal ids was a sixth of GET /api/plan).
        let statement = try db.cachedStatement(
            sql: """
                SELECT a.id AS assignmentID, a.mealID AS assignedMealID, a.day AS assignedDay,
                       a.createdAtMilliseconds AS plannedAtMilliseconds, m.*
                FROM mealAssignment a LEFT JOIN meal m ON m.id = a.mealID
                WHERE a.day >= ? AND a.day <= ?
                ORDER BY a.day, a.rowid
                """)
        let rows = try Row.fetchCursor(statement, arguments: [days.lowerBound.isoString, days.upperBound.isoString])
        var planned: [PlannedMeal] = []
        while let row = try rows.next() {
            let assignment = try MealAssignmentRecord(
                id: row["assignmentID"], mealID: row["assignedMealID"], day: row["assignedDay"], createdAtMilliseconds: row["plannedAtMilliseconds"]
            ).assignment()
            // The foreign key guarantees every meal exists; a miss would be a corrupt file.
            let mealID: String? = row["id"]
            guard mealID != nil else { throw StorageError.corruptValue(table: "planned meal", reason: "its meal is missing") }
            planned.append(PlannedMeal(assignment: assignment, meal: try MealRecord(row: row).meal()))
        }
        return planned
    }

    @discardableResult
    public func removeAssignment(id: UUID) async throws -> PlannedMeal? {
        try await writer.write { db in
            guard let record = try MealAssignmentRecord.fetchOne(db, key: id.uuidString) else { return nil }
            let assignment = try record.assignment()
            guard let meal = try MealRecord.fetchOne(db, key: assignment.mealID.uuidString)?.meal() else {
                throw StorageError.corruptValue(table: "planned meal", reason: "its meal is missing")
            }
            try record.delete(db)
            return PlannedMeal(assignment: assignment, meal: meal)
        }
    }

    /// Days compare as `YYYY-MM-DD` text, which is calendar order, so this uses the
    /// index on `day`. Within a day, rows come in the order they were planned.
    private static func assignmentRecords(_ db: Database, in days: ClosedRange<CalendarDay>) throws -> [MealAssignmentRecord] {
        try MealAssignmentRecord
            .filter(Column("day") >= days.lowerBound.isoString && Column("day") <= days.upperBound.isoString)
            .order(Column("day"), Column.rowID)
            .fetchAll(db)
    }
}
