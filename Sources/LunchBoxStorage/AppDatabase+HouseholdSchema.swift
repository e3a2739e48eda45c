import GRDB

extension AppDatabase {
    /// Issue 28 (household members): a player in Play becomes a household member with
    /// their own diets (JSON array of diet names), foods they avoid (JSON array of lexicon
    /// contents) and whether ideas are packed for them. Columns on `player`, so every
    /// existing player, their name and their progress are kept as they are: one concept.
    static func registerHouseholdMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue28-household-members") { db in
            try db.alter(table: "player") { table in
                table.add(column: "diets", .jsonText).notNull().defaults(to: "[]")
                table.add(column: "avoids", .jsonText).notNull().defaults(to: "[]")
                table.add(column: "packFor", .boolean).notNull().defaults(to: true)
            }
        }
    }
}
