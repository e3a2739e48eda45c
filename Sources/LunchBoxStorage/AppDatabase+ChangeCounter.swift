import GRDB
import LunchBoxCore

/// A number that grows with every change to the data, whoever makes it: this server, a
/// `lunchbox` command in another process, or any other SQLite tool. Triggers on every
/// table bump it inside the changing transaction, so a reader that sees the same number
/// twice has seen the same data twice. A face may keep what it built from a read (an
/// encoded JSON list) for as long as the number stays.
extension AppDatabase: ChangeCounting {
    static let changeCounterTable = "changeCounter"

    static func registerChangeCounterMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue26-change-counter") { db in
            try db.create(table: changeCounterTable) { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("value", .integer).notNull()
            }
            try db.execute(sql: "INSERT INTO \(changeCounterTable) (id, value) VALUES (1, 0)")
        }
    }

    /// Gives every table the triggers that bump the counter: run after the migrations at
    /// each open, so a table a later migration adds is counted without anyone
    /// remembering to. Creating what exists already changes nothing.
    static func countChanges(_ db: Database) throws {
        let tables = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN ('grdb_migrations', ?)",
            arguments: [changeCounterTable])
        for table in tables {
            for event in ["INSERT", "UPDATE", "DELETE"] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER IF NOT EXISTS "count_\(event.lowercased())_\(table)" AFTER \(event) ON "\(table)"
                        BEGIN UPDATE \(changeCounterTable) SET value = value + 1; END
                        """)
            }
        }
    }

    public func changeCount() async throws -> Int {
        try await reader.read { db in
            try Int.fetchOne(db, sql: "SELECT value FROM \(Self.changeCounterTable)") ?? 0
        }
    }
}
