import Foundation

/// Scan settings and the barcode catalog: what a barcode is, learnt from the person's
/// own confirmations ("what is this?" the first time, known after).
public protocol ScanRepository: Sendable {
    /// The saved settings, or `ScanSettings.default`.
    func scanSettings() async throws -> ScanSettings
    /// Applies `change` to the settings as stored and saves them, in one write; returns
    /// what was stored.
    @discardableResult
    func updateScanSettings(_ change: @escaping @Sendable (inout ScanSettings) throws -> Void) async throws -> ScanSettings
    /// The name the person gave this barcode, if any.
    func productName(forBarcode barcode: String) async throws -> String?
    /// Remembers (or renames) what this barcode is, as of `date`.
    func saveProductName(_ name: String, forBarcode barcode: String, at date: Date) async throws
    /// Adds confirmed detections to the kitchen (an item whose id the kitchen holds
    /// replaces it: a top-up, `KitchenTopUp`) and remembers what each named barcode is,
    /// all or none, in one transaction; returns the items as stored.
    @discardableResult
    func confirmScannedItems(_ items: [ScannedItem], at date: Date) async throws -> [InventoryItem]
    /// The receipt words the household taught: printed words (a `ReceiptItem.key`) to
    /// the food they mean.
    func receiptWords() async throws -> [String: String]
    /// Adds the items confirmed from a receipt to the kitchen (topping up by id, as
    /// `confirmScannedItems` does) and learns what each
    /// receipt's words mean (`words`, key to food), all or none, in one transaction;
    /// returns the items as stored.
    @discardableResult
    func confirmReceiptItems(_ items: [InventoryItem], learning words: [String: String], at date: Date) async throws -> [InventoryItem]
}
