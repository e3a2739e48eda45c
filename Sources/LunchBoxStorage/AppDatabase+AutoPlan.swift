import Foundation
import GRDB
import LunchBoxCore

/// "Plan my week": what one plan put on the week, so Swap and Undo touch only that. The
/// assignments it made and the meals it added to the library are rows with foreign keys
/// (`autoPlanAssignment`, `autoPlanMeal`): a day removed or a meal deleted by hand leaves
/// the plan with it, and nothing points at what is gone.
extension AppDatabase: AutoPlanRepository {
    public func applyAutoPlan(id: UUID, choices: [WeekAutoPlanner.Choice], at date: Date) async throws -> [PlannedMeal] {
        let candidates = try choices.map { (try MealRecord(meal: $0.candidate.meal.validated()), $0.day) }
        return try await writer.write { db in
            try db.execute(sql: "INSERT INTO autoPlan (id, createdAtMilliseconds) VALUES (?, ?)", arguments: [id.uuidString, date.storedMilliseconds])
            var planned: [PlannedMeal] = []
            for (record, day) in candidates {
                // A day planned by someone else since the plan was worked out keeps its meal.
                guard try MealAssignmentRecord.filter(Column("day") == day.isoString).fetchCount(db) == 0 else { continue }
                planned.append(try Self.plan(record, on: day, at: date, in: id, db))
            }
            return planned
        }
    }

    @discardableResult
    public func undoAutoPlan(id: UUID) async throws -> Int {
        try await writer.write { db in
            let (assignments, newMeals) = try Self.autoPlanRows(id: id, db)
            var removed = 0
            for assignment in assignments where try MealAssignmentRecord.deleteOne(db, key: assignment) { removed += 1 }
            for meal in newMeals where try MealAssignmentRecord.filter(Column("mealID") == meal).fetchCount(db) == 0 {
                try MealRecord.deleteOne(db, key: meal)
            }
            try db.execute(sql: "UPDATE autoPlan SET undone = 1 WHERE id = ?", arguments: [id.uuidString])
            return removed
        }
    }

    public func swapAutoPlannedDay(id: UUID, choice: WeekAutoPlanner.Choice, at date: Date) async throws -> PlannedMeal {
        let record = try MealRecord(meal: choice.candidate.meal.validated())
        return try await writer.write { db in
            let (assignments, newMeals) = try Self.autoPlanRows(id: id, db)
            let onDay = try MealAssignmentRecord.filter(keys: assignments).filter(Column("day") == choice.day.isoString).fetchAll(db)
            guard !onDay.isEmpty else { throw PackingError.dayNotInPlan(choice.day) }
            for old in onDay {
                try old.delete(db)
                if newMeals.contains(old.mealID), try MealAssignmentRecord.filter(Column("mealID") == old.mealID).fetchCount(db) == 0 {
                    try MealRecord.deleteOne(db, key: old.mealID)
                }
            }
            return try Self.plan(record, on: choice.day, at: date, in: id, db)
        }
    }

    public func autoPlanMealIDs(id: UUID) async throws -> Set<UUID> {
        try await reader.read { db in
            let (assignments, _) = try Self.autoPlanRows(id: id, db)
            return Set(try MealAssignmentRecord.filter(keys: assignments).fetchAll(db).compactMap { UUID(uuidString: $0.mealID) })
        }
    }

    /// Plans `record` (added to the library unless it is there) on `day` for plan `id`.
    private static func plan(_ record: MealRecord, on day: CalendarDay, at date: Date, in id: UUID, _ db: Database) throws -> PlannedMeal {
        let library = try addMealUnlessPresent(record, db)
        if library.isNew {
            try db.execute(sql: "INSERT INTO autoPlanMeal (autoPlanID, mealID) VALUES (?, ?)", arguments: [id.uuidString, library.meal.id.uuidString])
        }
        let assignment = try assign(library.meal.id, to: [day], at: date, db)[0]
        try db.execute(
            sql: "INSERT INTO autoPlanAssignment (autoPlanID, assignmentID) VALUES (?, ?)", arguments: [id.uuidString, assignment.id.uuidString])
        return PlannedMeal(assignment: assignment, meal: library.meal)
    }

    private static func autoPlanRows(id: UUID, _ db: Database) throws -> (assignments: [String], newMeals: [String]) {
        guard try Bool.fetchOne(db, sql: "SELECT 1 FROM autoPlan WHERE id = ? AND undone = 0", arguments: [id.uuidString]) == true else {
            throw PackingError.planNotFound
        }
        let assignments = try String.fetchAll(
            db, sql: "SELECT assignmentID FROM autoPlanAssignment WHERE autoPlanID = ? ORDER BY rowid", arguments: [id.uuidString])
        let meals = try String.fetchAll(db, sql: "SELECT mealID FROM autoPlanMeal WHERE autoPlanID = ? ORDER BY rowid", arguments: [id.uuidString])
        return (assignments, meals)
    }

    /// Issue 40: the plan's ids move from JSON arrays into rows with foreign keys; ids
    /// already gone (a day removed by hand) are left behind.
    static func registerAutoPlanLinkMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue40-auto-plan-links") { db in
            try db.create(table: "autoPlanAssignment") { table in
                table.column("autoPlanID", .text).notNull().indexed().references("autoPlan", onDelete: .cascade)
                table.column("assignmentID", .text).notNull().unique().references("mealAssignment", onDelete: .cascade)
            }
            try db.create(table: "autoPlanMeal") { table in
                table.column("autoPlanID", .text).notNull().indexed().references("autoPlan", onDelete: .cascade)
                table.column("mealID", .text).notNull().indexed().references("meal", onDelete: .cascade)
                table.uniqueKey(["autoPlanID", "mealID"])
            }
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO autoPlanAssignment (autoPlanID, assignmentID)
                    SELECT autoPlan.id, ids.value FROM autoPlan, json_each(autoPlan.assignmentIDs) AS ids
                    WHERE json_valid(autoPlan.assignmentIDs) AND ids.value IN (SELECT id FROM mealAssignment)
                    """)
            try db.execute(
                sql: """
                    INSERT OR IGNORE INTO autoPlanMeal (autoPlanID, mealID)
                    SELECT autoPlan.id, ids.value FROM autoPlan, json_each(autoPlan.newMealIDs) AS ids
                    WHERE json_valid(autoPlan.newMealIDs) AND ids.value IN (SELECT id FROM meal)
                    """)
            try db.alter(table: "autoPlan") { table in
                table.drop(column: "assignmentIDs")
                table.drop(column: "newMealIDs")
            }
        }
    }
}
