import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxStorage

/// Issue 40: a planned week kept as JSON arrays of ids becomes rows with foreign keys;
/// an auto-planned week made before still swaps and undoes.
@Suite struct AutoPlanLinkMigrationTests {
    @Test func aWeekPlannedBeforeStillUndoes() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("before.sqlite").path
        let plan = UUID()
        let meal = UUID()
        let kept = UUID()
        let removedByHand = UUID()
        do {
            let queue = try DatabaseQueue(path: path)
            try AppDatabase.migrator.migrate(queue, upTo: "issue40-idea-batch-number")
            // As a database the app has opened before: every table with issue 26's triggers.
            try await queue.write(Self.addIssue26Triggers)
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO meal (id, description, createdAtMilliseconds) VALUES (?, 'Soup', 1)", arguments: [meal.uuidString])
                try db.execute(
                    sql: "INSERT INTO mealAssignment (id, mealID, day, createdAtMilliseconds) VALUES (?, ?, '2026-11-24', 1)",
                    arguments: [kept.uuidString, meal.uuidString])
                try db.execute(
                    sql: "INSERT INTO autoPlan (id, createdAtMilliseconds, assignmentIDs, newMealIDs) VALUES (?, 1, ?, ?)",
                    arguments: [plan.uuidString, "[\"\(kept.uuidString)\", \"\(removedByHand.uuidString)\"]", "[\"\(meal.uuidString)\"]"])
            }
        }
        let database = try AppDatabase.open(path: path)
        #expect(try await database.autoPlanMealIDs(id: plan) == [meal])
        #expect(try await database.undoAutoPlan(id: plan) == 1)
        #expect(try await database.meals().isEmpty)
        let columns = try await database.reader.read { db in try db.columns(in: "autoPlan").map(\.name) }
        #expect(!columns.contains("assignmentIDs"))
        let leftovers = try await database.reader.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' OR name = 'changeCounter'")
        }
        #expect(leftovers.isEmpty, "issue 40 takes the change counter and its triggers out")
        _ = try await database.addInventoryItems([InventoryItem(name: "Bread")])
    }

    /// What issue 26's `countChanges` gave every table at each open, until issue 40.
    private static func addIssue26Triggers(_ db: Database) throws {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('grdb_migrations', 'changeCounter')")
        for table in tables {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER "count_\(event.lowercased())_\(table)" AFTER \(event) ON "\(table)"
                        BEGIN UPDATE changeCounter SET value = value + 1; END
                        """)
            }
        }
    }

    @Test func aDayRemovedByHandLeavesThePlan() async throws {
        let database = try AppDatabase.inMemory()
        let soup = WeekAutoPlanner.Candidate(meal: Meal(description: "Soup", createdAt: Date()), source: .chef)
        let days = ["2026-11-24", "2026-11-25"].compactMap(CalendarDay.init(isoString:))
        let plan = UUID()
        let planned = try await database.applyAutoPlan(
            id: plan, choices: days.map { WeekAutoPlanner.Choice(day: $0, candidate: soup, usesFromKitchen: []) }, at: Date())
        #expect(planned.count == 2)
        try await database.removeAssignment(id: planned[0].assignment.id)
        let links = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM autoPlanAssignment") }
        #expect(links == 1)
        #expect(try await database.undoAutoPlan(id: plan) == 1)
    }
}
