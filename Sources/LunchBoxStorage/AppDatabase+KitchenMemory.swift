import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase {
    /// The kitchen memory (feature prints with their food, never photos) and which
    /// recognizers have answered a photo, so a face says "ready" only after one has.
    static func registerKitchenMemoryMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("issue25-kitchen-memory") { db in
            try db.create(table: "kitchenMemory") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("food", .text).notNull().check(sql: "length(trim(food)) > 0")
                table.column("model", .text).notNull()
                table.column("print", .blob).notNull()
                table.column("learnedAtMilliseconds", .integer).notNull()
            }
            try db.create(index: "kitchenMemoryByModel", on: "kitchenMemory", columns: ["model", "food"])
            try db.create(table: "recognizerAnswer") { table in
                table.primaryKey("kind", .text)
                table.column("detail", .text).notNull()
                table.column("answeredAtMilliseconds", .integer).notNull()
            }
        }
    }
}

extension AppDatabase: KitchenMemoryRepository {
    public func memoryExamples(model: String) async throws -> [MemoryExample] {
        try await reader.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, food, print, learnedAtMilliseconds FROM kitchenMemory WHERE model = ? ORDER BY id", arguments: [model]
            ).compactMap { row in
                guard let print = FeaturePrint(model: model, bytes: row["print"]) else { return nil }
                return MemoryExample(id: row["id"], food: row["food"], print: print, learnedAt: Date(storedMilliseconds: row["learnedAtMilliseconds"]))
            }
        }
    }

    /// One write: the new print, then the oldest prints of that food beyond the limit go.
    public func rememberFood(_ food: String, print: FeaturePrint, at date: Date) async throws {
        let clean = try UserText.clean(food, field: "Food", maxLength: InventoryItem.maximumNameLength)
        try await writer.write { db in
            try Self.remember(clean, print: print, at: date, db)
        }
    }

    public func confirmScannedItems(_ scanned: [ScannedItem], remembering food: String, print: FeaturePrint, at date: Date) async throws -> [InventoryItem] {
        let names = try scanned.map { try UserText.clean($0.item.name, field: "Product name", maxLength: InventoryItem.maximumNameLength) }
        let clean = try UserText.clean(food, field: "Food", maxLength: InventoryItem.maximumNameLength)
        return try await writer.write { db in
            let added = try Self.putInventoryItems(scanned.map(\.item), db)
            for (item, name) in zip(scanned, names) {
                guard let barcode = item.barcode else { continue }
                try Self.saveProductName(name, forBarcode: barcode, at: date, db)
            }
            try Self.remember(clean, print: print, at: date, db)
            return added
        }
    }

    private static func remember(_ food: String, print: FeaturePrint, at date: Date, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO kitchenMemory (food, model, print, learnedAtMilliseconds) VALUES (?, ?, ?, ?)",
            arguments: [food, print.model, print.bytes, date.storedMilliseconds])
        try db.execute(
            sql: """
                DELETE FROM kitchenMemory WHERE model = ? AND food = ? AND id NOT IN
                (SELECT id FROM kitchenMemory WHERE model = ? AND food = ? ORDER BY id DESC LIMIT ?)
                """, arguments: [print.model, food, print.model, food, KitchenMemory.photosPerFood])
    }

    public func learnedFoods() async throws -> [LearnedFood] {
        try await reader.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT food, COUNT(*) AS photos, MIN(learnedAtMilliseconds) AS first, MAX(learnedAtMilliseconds) AS last
                    FROM kitchenMemory GROUP BY food ORDER BY last DESC, food
                    """
            ).map { row in
                LearnedFood(
                    food: row["food"], photos: row["photos"], firstLearned: Date(storedMilliseconds: row["first"]),
                    lastLearned: Date(storedMilliseconds: row["last"]))
            }
        }
    }

    @discardableResult
    public func forgetFood(_ food: String) async throws -> Int {
        let name = food.trimmingCharacters(in: .whitespacesAndNewlines)
        return try await writer.write { db in
            try db.execute(sql: "DELETE FROM kitchenMemory WHERE lower(food) = lower(?)", arguments: [name])
            return db.changesCount
        }
    }

    @discardableResult
    public func forgetAllFoods() async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM kitchenMemory")
            return db.changesCount
        }
    }
}

extension AppDatabase: RecognizerAnswerRepository {
    public func answeredDetail(for kind: RecognizerKind) async throws -> String? {
        try await reader.read { db in
            try String.fetchOne(db, sql: "SELECT detail FROM recognizerAnswer WHERE kind = ?", arguments: [kind.rawValue])
        }
    }

    public func recordAnswer(of kind: RecognizerKind, detail: String, at date: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO recognizerAnswer (kind, detail, answeredAtMilliseconds) VALUES (?, ?, ?)
                    ON CONFLICT(kind) DO UPDATE SET detail = excluded.detail, answeredAtMilliseconds = excluded.answeredAtMilliseconds
                    """, arguments: [kind.rawValue, detail, date.storedMilliseconds])
        }
    }
}
