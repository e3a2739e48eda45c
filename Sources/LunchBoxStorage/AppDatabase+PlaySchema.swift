import GRDB

extension AppDatabase {
    /// Issue 13 (play): the household's players, each with their progress as one JSON
    /// value, and which one is playing plus the time zone days are counted in.
    static func registerPlayMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue13-play-players") { db in
            try db.create(table: "player") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull().check(sql: "length(name) BETWEEN 1 AND 200")
                // The name lower-cased: two players may not differ only by case.
                table.column("nameKey", .text).notNull().unique()
                table.column("createdAtMilliseconds", .integer).notNull()
                table.column("progress", .jsonText).notNull()
            }
            try db.create(table: "playSettings") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("currentPlayerID", .text).references("player", onDelete: .setNull)
                table.column("timeZone", .text)
            }
        }
    }
}
