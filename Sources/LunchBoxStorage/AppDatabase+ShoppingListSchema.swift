import GRDB

extension AppDatabase {
    /// Issue 14: items ticked off a week's shopping list. One row per week and food key;
    /// the week is its first day as `YYYY-MM-DD` text, like planned days.
    static func registerShoppingListMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue14-shopping-list-bought") { db in
            try db.create(table: "shoppingListBought") { table in
                table.column("weekStart", .text).notNull()
                    .check(sql: "weekStart GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'")
                table.column("itemKey", .text).notNull()
                    .check(sql: "length(itemKey) BETWEEN 1 AND 300")
                table.column("boughtAtMilliseconds", .integer).notNull()
                table.primaryKey(["weekStart", "itemKey"])
            }
        }
    }
}
