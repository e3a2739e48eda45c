import Foundation
import LunchBoxCore

/// Scanning keeps its settings and barcode catalog in the database; no screen test
/// makes these fail yet.
extension ScriptedStore {
    func scanSettings() async throws -> ScanSettings {
        try await database.scanSettings()
    }

    func saveScanSettings(_ settings: ScanSettings) async throws {
        try await database.saveScanSettings(settings)
    }

    func productName(forBarcode barcode: String) async throws -> String? {
        try await database.productName(forBarcode: barcode)
    }

    func saveProductName(_ name: String, forBarcode barcode: String, at date: Date) async throws {
        try await database.saveProductName(name, forBarcode: barcode, at: date)
    }
}
