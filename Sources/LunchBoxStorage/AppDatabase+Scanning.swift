import Foundation
import GRDB
import LunchBoxCore

extension AppDatabase {
    /// Scan settings (one row) and the barcode catalog the person teaches by confirming.
    static func registerScanningMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3: scan settings and barcode catalog") { db in
            try db.create(table: "scanSettings") { table in
                table.primaryKey("id", .integer).check { $0 == 1 }
                table.column("threshold", .double).notNull()
                table.column("visionModel", .text)
                table.column("disabled", .jsonText).notNull().defaults(to: "[]")
                table.column("onlineProductLookup", .boolean).notNull().defaults(to: false)
            }
            try db.create(table: "barcodeProduct") { table in
                table.primaryKey("barcode", .text).check(sql: "length(barcode) BETWEEN 8 AND 14")
                table.column("name", .text).notNull().check(sql: "length(trim(name)) > 0")
                table.column("updatedAtMilliseconds", .integer).notNull()
            }
        }
    }
}

extension AppDatabase: ScanRepository {
    public func scanSettings() async throws -> ScanSettings {
        try await reader.read { db in
            try ScanSettingsRecord.fetchOne(db)?.settings ?? .default
        }
    }

    @discardableResult
    public func updateScanSettings(_ change: @escaping @Sendable (inout ScanSettings) throws -> Void) async throws -> ScanSettings {
        try await writer.write { db in
            var settings = try ScanSettingsRecord.fetchOne(db)?.settings ?? .default
            try change(&settings)
            settings.threshold = try ScanSettings.validatedThreshold(settings.threshold)
            try ScanSettingsRecord(settings).save(db)
            return settings
        }
    }

    public func productName(forBarcode barcode: String) async throws -> String? {
        try await reader.read { db in
            try String.fetchOne(db, sql: "SELECT name FROM barcodeProduct WHERE barcode = ?", arguments: [barcode])
        }
    }

    /// Checks the barcode and the name before keeping them.
    public func saveProductName(_ name: String, forBarcode barcode: String, at date: Date) async throws {
        guard Barcode.isValid(barcode) else { return }
        let clean = try UserText.clean(name, field: "Product name", maxLength: InventoryItem.maximumNameLength)
        try await writer.write { db in try Self.saveProductName(clean, forBarcode: barcode, at: date, db) }
    }

    /// The items join the kitchen and their barcodes the catalog, all or none.
    @discardableResult
    public func confirmScannedItems(_ scanned: [ScannedItem], at date: Date) async throws -> [InventoryItem] {
        let names = try scanned.map { try UserText.clean($0.item.name, field: "Product name", maxLength: InventoryItem.maximumNameLength) }
        return try await writer.write { db in
            let added = try Self.putInventoryItems(scanned.map(\.item), db)
            for (item, name) in zip(scanned, names) {
                guard let barcode = item.barcode else { continue }
                try Self.saveProductName(name, forBarcode: barcode, at: date, db)
            }
            return added
        }
    }

    static func saveProductName(_ name: String, forBarcode barcode: String, at date: Date, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO barcodeProduct (barcode, name, updatedAtMilliseconds) VALUES (?, ?, ?)
                ON CONFLICT(barcode) DO UPDATE SET name = excluded.name, updatedAtMilliseconds = excluded.updatedAtMilliseconds
                """, arguments: [barcode, name, date.storedMilliseconds])
    }
}

/// The single row of `scanSettings`.
struct ScanSettingsRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "scanSettings"

    var id = 1
    var threshold: Double
    var visionModel: String?
    var disabled: [String]
    var onlineProductLookup: Bool

    init(_ settings: ScanSettings) {
        threshold = Double(settings.threshold)
        visionModel = settings.visionModel
        disabled = settings.disabled.map(\.rawValue).sorted()
        onlineProductLookup = settings.onlineProductLookup
    }

    var settings: ScanSettings {
        ScanSettings(
            threshold: Float(threshold), visionModel: visionModel, disabled: Set(disabled.compactMap(RecognizerKind.init(rawValue:))),
            onlineProductLookup: onlineProductLookup)
    }
}
