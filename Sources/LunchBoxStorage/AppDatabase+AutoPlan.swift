import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase {
    public func applyAutoPlan(id: UUID, choices: [WeekAutoPlanner.Choice], at date: Date) async throws -> [PlannedMeal] {
        let candidates = try choices.map { (try MealRecord(meal: $0.candidate.meal.validated()), $0.day) }
        return try await writer.write { db in
            var planned: [PlannedMeal] = []
            var newMeals: [String] = []
            for (record, day) in candidates {
                // A day planned by someone else since the plan was worked out keeps its meal.
                guard try MealAssignmentRecord.filter(Column("day") == day.isoString).fetchCount(db) == 0 else { continue }
                let library = try Self.addMealUnlessPresent(record, db)
                if library.isNew { newMeals.append(library.meal.id.uuidString) }
                let assignment = try Self.assign(library.meal.id, to: [day], at: date, db)[0]
                planned.append(PlannedMeal(assignment: assignment, meal: library.meal))
            }
            try db.execute(
                sql: "INSERT INTO autoPlan (id, createdAtMilliseconds, assignmentIDs, newMealIDs) VALUES (?, ?, ?, ?)",
                arguments: [id.uuidString, date.storedMilliseconds, try Self.json(planned.map(\.assignment.id.uuidString)), try Self.json(newMeals)])
            return planned
        }
    }

    @discardableResult
    public func undoAutoPlan(id: UUID) async throws -> Int {
        try await writer.write { db in
            let (assignments, newMeals) = try Self.autoPlanRow(id: id, db)
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
            var (assignments, newMeals) = try Self.autoPlanRow(id: id, db)
            let onDay = try MealAssignmentRecord.filter(keys: assignments).filter(Column("day") == choice.day.isoString).fetchAll(db)
            guard !onDay.isEmpty else { throw PackingError.dayNotInPlan(choice.day) }
            for old in onDay {
                try old.delete(db)
                assignments.removeAll { $0 == old.id }
                if newMeals.contains(old.mealID), try MealAssignmentRecord.filter(Column("mealID") == old.mealID).fetchCount(db) == 0 {
                    try MealRecord.deleteOne(db, key: old.mealID)
                    newMeals.removeAll { $0 == old.mealID }
                }
            }
            let library = try Self.addMealUnlessPresent(record, db)
            if library.isNew { newMeals.append(library.meal.id.uuidString) }
            let assignment = try Self.assign(library.meal.id, to: [choice.day], at: date, db)[0]
            assignments.append(assignment.id.uuidString)
            try db.execute(
                sql: "UPDATE autoPlan SET assignmentIDs = ?, newMealIDs = ? WHERE id = ?",
                arguments: [try Self.json(assignments), try Self.json(newMeals), id.uuidString])
            return PlannedMeal(assignment: assignment, meal: library.meal)
        }
    }

    public func autoPlanMealIDs(id: UUID) async throws -> Set<UUID> {
        try await reader.read { db in
            let (assignments, _) = try Self.autoPlanRow(id: id, db)
            return Set(try MealAssignmentRecord.filter(keys: assignments).fetchAll(db).compactMap { UUID(uuidString: $0.mealID) })
        }
    }

    private static func autoPlanRow(id: UUID, _ db: Database) throws -> (assignments: [String], newMeals: [String]) {
        guard let row = try Row.fetchOne(db, sql: "SELECT assignmentIDs, newMealIDs FROM autoPlan WHERE id = ? AND undone = 0", arguments: [id.uuidString])
        else { throw PackingError.planNotFound }
        let decoder = JSONDecoder()
        let assignments: String = row["assignmentIDs"]
        let meals: String = row["newMealIDs"]
        return (try decoder.decode([String].self, from: Data(assignments.utf8)), try decoder.decode([String].self, from: Data(meals.utf8)))
    }

    private static func json(_ ids: [String]) throws -> String {
        String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)
    }
}
