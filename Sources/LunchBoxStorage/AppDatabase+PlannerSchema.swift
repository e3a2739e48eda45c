import GRDB

extension AppDatabase {
    /// Meals and the weekly plan (Meal Planning Assistant).
    static func registerPlannerMigrations(_ migrator: inout DatabaseMigrator) {
    }
}
