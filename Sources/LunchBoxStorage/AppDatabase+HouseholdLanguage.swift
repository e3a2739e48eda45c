import GRDB
import LunchBoxCore

extension AppDatabase: HouseholdLanguageRepository {
    /// One row at most: the household's language, by its code.
    static func registerHouseholdLanguageMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue41-household-language") { db in
            try db.create(table: "householdLanguage") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("code", .text).notNull()
            }
        }
    }

    public func householdLanguage() async throws -> Language? {
        let code = try await reader.read { db in try String.fetchOne(db, sql: "SELECT code FROM householdLanguage WHERE id = 1") }
        guard let code else { return nil }
        guard let language = Language(rawValue: code) else {
            throw StorageError.corruptValue(table: "household language", reason: "“\(code)” is not a language LunchBox speaks")
        }
        return language
    }

    public func saveHouseholdLanguage(_ language: Language?) async throws {
        try await writer.write { db in
            if let language {
                try db.execute(sql: "INSERT OR REPLACE INTO householdLanguage (id, code) VALUES (1, ?)", arguments: [language.rawValue])
            } else {
                try db.execute(sql: "DELETE FROM householdLanguage")
            }
        }
    }
}
