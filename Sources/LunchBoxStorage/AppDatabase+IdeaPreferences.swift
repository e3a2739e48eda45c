import GRDB
import LunchBoxCore

extension AppDatabase {
    /// Issue 13: the persona and the wishes beyond diets, one row like the diets.
    static func registerIdeaPreferencesMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue13-idea-preferences") { db in
            try db.create(table: "ideaPreferences") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("persona", .text).notNull()
                table.column("cuisine", .text).notNull()
                table.column("difficulty", .text).notNull()
                table.column("maxMinutes", .integer)
                table.column("mealType", .text).notNull()
                table.column("ideaCount", .integer).notNull().check { $0 >= 1 && $0 <= 50 }
                table.column("avoidRepeats", .boolean).notNull()
            }
        }
    }

    public func ideaPreferences() async throws -> IdeaPreferences {
        try await reader.read { db in
            try IdeaPreferencesRecord.fetchOne(db)?.preferences ?? .standard
        }
    }

    /// Saves the preferences after checking them (counts, times and persona).
    public func saveIdeaPreferences(_ preferences: IdeaPreferences) async throws {
        let record = IdeaPreferencesRecord(try preferences.validated())
        try await writer.write { db in
            try record.save(db)
        }
    }

    public func savePreferences(diets: DietaryPreferences, ideas: IdeaPreferences) async throws {
        let record = IdeaPreferencesRecord(try ideas.validated())
        try await writer.write { db in
            try record.save(db)
            try DietaryPreferencesRecord(diets).save(db)
        }
    }
}
