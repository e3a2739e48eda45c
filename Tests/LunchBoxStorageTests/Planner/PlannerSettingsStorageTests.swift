import Foundation
import GRDB
import LunchBoxCore
import LunchBoxTesting
import Testing

@testable import LunchBoxStorage

@Suite("Planner settings storage")
struct PlannerSettingsStorageTests {
    @Test func weeksStartOnMondayUntilAnotherDayIsSaved() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.weekStart() == .monday)
        try await database.saveWeekStart(.sunday)
        #expect(try await database.weekStart() == .sunday)
        try await database.saveWeekStart(.saturday)
        #expect(try await database.weekStart() == .saturday)
        let rows = try await database.reader.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM plannerSettings") }
        #expect(rows == 1)
    }

    @Test func theWeekStartSurvivesReopeningTheFile() async throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("planner.sqlite").path
        try await AppDatabase.open(path: path).saveWeekStart(.wednesday)
        #expect(try await AppDatabase.open(path: path).weekStart() == .wednesday)
    }

    @Test func theTableRefusesAnythingButOneRowWithADayOfTheWeek() async throws {
        let database = try AppDatabase.inMemory()
        for sql in [
            "INSERT INTO plannerSettings (id, weekStart) VALUES (1, 0)",
            "INSERT INTO plannerSettings (id, weekStart) VALUES (1, 8)",
            "INSERT INTO plannerSettings (id, weekStart) VALUES (2, 3)",
        ] {
            await #expect(throws: DatabaseError.self) {
                try await database.writer.write { db in try db.execute(sql: sql) }
            }
        }
        #expect(try await database.weekStart() == .monday)
    }
}
