import GRDB
import LunchBoxCore

extension AppDatabase: HouseholdUnitsRepository {
    /// One row at most: the household's unit system, by its identifier ("metric", "us").
    static func registerHouseholdUnitsMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue41-household-units") { db in
            try db.create(table: "householdUnits") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("system", .text).notNull().check { ["metric", "us"].contains($0) }
            }
        }
    }

    public func householdUnits() async throws -> UnitSystem? {
        let system = try await reader.read { db in try String.fetchOne(db, sql: "SELECT system FROM householdUnits WHERE id = 1") }
        guard let system else { return nil }
        guard let units = UnitSystem(rawValue: system) else {
            throw StorageError.corruptValue(table: "household units", reason: "“\(system)” is not a unit system LunchBox writes")
        }
        return units
    }

    public func saveHouseholdUnits(_ units: UnitSystem?) async throws {
        try await writer.write { db in
            if let units {
                try db.execute(sql: "INSERT OR REPLACE INTO householdUnits (id, system) VALUES (1, ?)", arguments: [units.rawValue])
            } else {
                try db.execute(sql: "DELETE FROM householdUnits")
            }
        }
    }
}
