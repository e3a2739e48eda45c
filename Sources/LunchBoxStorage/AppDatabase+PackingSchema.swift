import GRDB

extension AppDatabase {
    /// Issue 28: packings (what a packed lunch took from the kitchen, to undo it and to
    /// credit play once) and auto-planned weeks (what "Plan my week" added, to undo it whole).
    static func registerPackingMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue28-packings-and-auto-plans") { db in
            try db.create(table: "packing") { table in
                table.primaryKey("id", .text)
                table.column("sourceKey", .text).notNull()
                table.column("day", .text).notNull()
                table.column("name", .text).notNull()
                table.column("packedAtMilliseconds", .integer).notNull()
                // The changed items as they were, with their places in the list.
                table.column("before", .jsonText).notNull()
                table.column("undone", .boolean).notNull().defaults(to: false)
            }
            try db.create(index: "packingBySource", on: "packing", columns: ["sourceKey", "day"])
            try db.create(table: "autoPlan") { table in
                table.primaryKey("id", .text)
                table.column("createdAtMilliseconds", .integer).notNull()
                table.column("assignmentIDs", .jsonText).notNull()
                table.column("newMealIDs", .jsonText).notNull()
                table.column("undone", .boolean).notNull().defaults(to: false)
            }
        }
    }
}
