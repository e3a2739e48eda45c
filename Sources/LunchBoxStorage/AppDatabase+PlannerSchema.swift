import GRDB

extension AppDatabase {
    /// Meals and the weekly plan (Meal Planning Assistant).
    ///
    /// The rules live in SQLite as well as in the core: a planned meal must name a meal
    /// that exists (a foreign key), deleting a meal removes its days in the same
    /// statement (ON DELETE CASCADE), and days are `YYYY-MM-DD` text, which sorts and
    /// compares in calendar order, so range queries use the index on `day`.
    static func registerPlannerMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v2: meals and plan") { db in
            try db.create(table: "meal") { table in
                table.primaryKey("id", .text)
                table.column("description", .text).notNull()
                    .check(sql: "length(trim(description)) > 0")
                table.column("primaryProtein", .text).notNull().defaults(to: "")
                table.column("primaryCarb", .text).notNull().defaults(to: "")
                table.column("otherComponents", .jsonText).notNull().defaults(to: "[]")
                    .check(sql: "json_valid(otherComponents) AND json_type(otherComponents) = 'array'")
                table.column("createdAtMilliseconds", .integer).notNull().indexed()
            }
            try db.create(table: "mealAssignment") { table in
                table.primaryKey("id", .text)
                table.column("mealID", .text).notNull().indexed()
                    .references("meal", onDelete: .cascade)
                table.column("day", .text).notNull().indexed()
                    .check(sql: "day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'")
                table.column("createdAtMilliseconds", .integer).notNull()
            }
            // One row: the day weeks begin on, as its ISO number (Monday 1 ... Sunday 7).
            try db.create(table: "plannerSettings") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("weekStart", .integer).notNull()
                    .check(sql: "weekStart BETWEEN 1 AND 7")
            }
        }
    }
}
