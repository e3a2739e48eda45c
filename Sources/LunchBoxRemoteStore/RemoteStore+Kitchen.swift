import Foundation
import LunchBoxCore

// The kitchen, its scans and what the AI settings say: one call per function.

extension RemoteStore: InventoryRepository {
    public func inventory() async throws -> Inventory { Inventory(items: try await send(.inventory)) }
    public func addInventoryItems(_ items: [InventoryItem]) async throws -> [InventoryItem] { try await send(.addInventoryItems(items: items)) }
    public func updateInventoryItem(_ item: InventoryItem) async throws -> InventoryItem { try await send(.updateInventoryItem(item: item)) }
    public func removeInventoryItem(id: UUID) async throws -> InventoryItem { try await send(.removeInventoryItem(id: id)) }
    public func clearInventory() async throws { try await perform(.clearInventory) }
}

extension RemoteStore: AISettingsRepository {
    public func aiConfiguration() async throws -> AIConfiguration { try await send(.aiConfiguration) }
    public func saveAIConfiguration(_ configuration: AIConfiguration) async throws { try await perform(.saveAIConfiguration(configuration: configuration)) }
    public func updateAIConfiguration(_ change: @escaping @Sendable (inout AIConfiguration) throws -> Void) async throws -> AIConfiguration {
        try await replacing(aiConfiguration, change, as: StoreCall.replaceAIConfiguration)
    }
}

extension RemoteStore: ScanRepository {
    public func scanSettings() async throws -> ScanSettings { try await send(.scanSettings) }
    public func saveScanSettings(_ settings: ScanSettings) async throws { try await perform(.saveScanSettings(settings: settings)) }
    public func updateScanSettings(_ change: @escaping @Sendable (inout ScanSettings) throws -> Void) async throws -> ScanSettings {
        try await replacing(scanSettings, change, as: StoreCall.replaceScanSettings)
    }
    public func productName(forBarcode barcode: String) async throws -> String? { try await send(.productName(barcode: barcode)) }
    public func saveProductName(_ name: String, forBarcode barcode: String, at date: Date) async throws {
        try await perform(.saveProductName(name: name, barcode: barcode, at: date))
    }
    public func confirmScannedItems(_ items: [ScannedItem], at date: Date) async throws -> [InventoryItem] {
        try await send(.confirmScannedItems(items: items.map(WireScannedItem.init), at: date))
    }
    public func receiptWords() async throws -> [String: String] { try await send(.receiptWords) }
    public func confirmReceiptItems(_ items: [InventoryItem], learning words: [String: String], at date: Date) async throws -> [InventoryItem] {
        try await send(.confirmReceiptItems(items: items, words: words, at: date))
    }
}

extension RemoteStore: KitchenMemoryRepository {
    public func memoryExamples(model: String) async throws -> [MemoryExample] {
        try await send(.memoryExamples(model: model), as: [WireMemoryExample].self).map { try $0.memoryExample() }
    }
    public func rememberFood(_ food: String, print: FeaturePrint, at date: Date) async throws {
        try await perform(.rememberFood(food: food, print: WireFeaturePrint(print), at: date))
    }
    public func confirmScannedItems(_ items: [ScannedItem], remembering food: String, print: FeaturePrint, at date: Date) async throws -> [InventoryItem] {
        try await send(.confirmScannedItemsRemembering(items: items.map(WireScannedItem.init), food: food, print: WireFeaturePrint(print), at: date))
    }
    public func learnedFoods() async throws -> [LearnedFood] { try await send(.learnedFoods) }
    public func forgetFood(_ food: String) async throws -> Int { try await send(.forgetFood(food: food)) }
    public func forgetAllFoods() async throws -> Int { try await send(.forgetAllFoods) }
}

extension RemoteStore: RecognizerAnswerRepository {
    public func answeredDetail(for kind: RecognizerKind) async throws -> String? { try await send(.answeredDetail(kind: kind)) }
    public func recordAnswer(of kind: RecognizerKind, detail: String, at date: Date) async throws {
        try await perform(.recordAnswer(kind: kind, detail: detail, at: date))
    }
}
