import GRDB

/// Issue 26 counted every change (a table and triggers on every table) so the server
/// could keep encoded JSON answers while the count stayed; issue 40 removed that cache,
/// since a household's reads are fast enough without it. The first migration is kept
/// as shipped; the second takes the counter and its triggers out of every database.
extension AppDatabase {
    private static let changeCounterTable = "changeCounter"

    static func registerChangeCounterMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue26-change-counter") { db in
            try db.create(table: changeCounterTable) { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("value", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO \(changeCounterTable) (id, value) VALUES (1, 0)")
        }
    }

    static func registerNoChangeCounterMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue40-no-change-counter") { db in
            let triggers = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND sql LIKE ?", arguments: ["%UPDATE \(changeCounterTable) SET%"])
            for trigger in triggers {
                try db.execute(sql: "DROP TRIGGER \(trigger.quotedDatabaseIdentifier)")
            }
            try db.drop(table: changeCounterTable)
        }
    }
}
