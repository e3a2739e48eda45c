import Foundation

/// The kitchen memory's photos: feature prints with the food they show, never the
/// photos. The household sees what was learnt and forgets any of it.
public protocol KitchenMemoryRepository: Sendable {
    /// Every learnt print of this model.
    func memoryExamples(model: String) async throws -> [MemoryExample]
    /// Learns that `print` shows `food` as of `date`, keeping the newest
    /// `KitchenMemory.photosPerFood` prints of that food.
    func rememberFood(_ food: String, print: FeaturePrint, at date: Date) async throws
    /// `ScanRepository.confirmScannedItems` and learning that `print` shows `food`, all or
    /// none, in one transaction: confirming a food from a photo teaches the memory.
    @discardableResult
    func confirmScannedItems(_ items: [ScannedItem], remembering food: String, print: FeaturePrint, at date: Date) async throws -> [InventoryItem]
    /// What was learnt, a line per food, most recently learnt first.
    func learnedFoods() async throws -> [LearnedFood]
    /// Forgets every photo of this food (matched without regard to case); answers how many.
    @discardableResult
    func forgetFood(_ food: String) async throws -> Int
    /// Forgets everything learnt; answers how many photos.
    @discardableResult
    func forgetAllFoods() async throws -> Int
}
