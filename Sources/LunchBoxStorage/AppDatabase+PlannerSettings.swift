import GRDB
import LunchBoxCore

extension AppDatabase: PlannerSettingsRepository {
    /// The saved week start as its ISO number (Monday 1 ... Sunday 7); Monday when none
    /// was saved.
    public func weekStart() async throws -> Weekday {
        try await savedWeekStart() ?? .monday
    }

    /// The saved week start; nil when none was saved.
    public func savedWeekStart() async throws -> Weekday? {
        let number = try await reader.read { db in
            try Int.fetchOne(db, sql: "SELECT weekStart FROM plannerSettings WHERE id = 1")
        }
        guard let number else { return nil }
        guard let weekday = Weekday(rawValue: number) else {
            throw StorageError.corruptValue(table: "planner settings", reason: "the week start is not a day of the week")
        }
        return weekday
    }

    public func saveWeekStart(_ weekStart: Weekday) async throws {
        try await writer.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO plannerSettings (id, weekStart) VALUES (1, ?)", arguments: [weekStart.rawValue])
        }
    }
}
