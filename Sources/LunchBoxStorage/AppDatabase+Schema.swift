import GRDB

extension AppDatabase {
    /// Every schema change, in order. Never edit a shipped migration; add a new one.
    /// Each feature registers its migrations in its own file; the order here is the
    /// order they run in.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        registerFoundationMigrations(&migrator)
        registerPlannerMigrations(&migrator)
        registerScanningMigrations(&migrator)
        registerShoppingListMigrations(&migrator)
        registerPlayMigrations(&migrator)
        registerIdeaPreferencesMigrations(&migrator)
        registerKitchenMemoryMigrations(&migrator)
        registerChangeCounterMigrations(&migrator)
        registerHouseholdMigrations(&migrator)
        registerPackingMigrations(&migrator)
        registerIdempotencyMigrations(&migrator)
        registerReceiptMigrations(&migrator)
        registerInventoryMigrations(&migrator)
        registerRecentIdeasMigrations(&migrator)
        registerAutoPlanLinkMigrations(&migrator)
        registerNoChangeCounterMigrations(&migrator)
        registerHouseholdLanguageMigrations(&migrator)
        registerHouseholdUnitsMigrations(&migrator)
        return migrator
    }()

    private static func registerFoundationMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v1: favorites, preferences, AI settings, recent ideas, inventory") { db in
            try db.create(table: "favorite") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("ingredients", .jsonText).notNull()
                table.column("steps", .jsonText).notNull()
                table.column("savedAtMilliseconds", .integer).notNull().indexed()
                table.column("engine", .text)
                table.column("model", .text)
            }
            try db.create(table: "dietaryPreferences") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("vegetarian", .boolean).notNull()
                table.column("vegan", .boolean).notNull()
                table.column("glutenFree", .boolean).notNull()
                table.column("dairyFree", .boolean).notNull()
                table.column("nutFree", .boolean).notNull()
            }
            try db.create(table: "aiSettings") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("baseURL", .text).notNull()
                table.column("model", .text).notNull()
                table.column("timeoutSeconds", .double).notNull()
                table.column("temperature", .double).notNull()
                table.column("maxTokens", .integer).notNull()
            }
            try db.create(table: "recentIdeas") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("batch", .jsonText).notNull()
            }
            try db.create(table: "inventoryItem") { table in
                table.primaryKey("id", .text)
                table.column("name", .text).notNull()
                table.column("quantity", .text).notNull().defaults(to: "")
                table.column("bestBefore", .text)
                table.column("position", .integer).notNull().indexed()
            }
        }
    }
}
