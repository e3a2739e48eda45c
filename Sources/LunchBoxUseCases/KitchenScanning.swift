import Foundation
import LunchBoxCore

/// Scanning as the scanner and kitchen-memory screens use it. On this device
/// `ScanningUseCase` answers with its recognizers; on the household's server
/// `RemoteScanning` sends the photo to its `/api/scan`, where the server's recognizers and
/// the household's kitchen memory read it.
public protocol KitchenScanning: Sendable {
    /// The threshold and which recognizers can run.
    func summary() async throws -> ScanSettingsSummary
    /// Reads one photo; `liveScan` names a live scan whose frames smooth each other and
    /// `deviceBarcodes` are codes the device read itself.
    func scan(_ data: Data, liveScan: String?, deviceBarcodes: [String]) async throws -> ScanOutcome
    /// Adds confirmed detections to the kitchen; the memory learns from `photo`.
    func confirm(_ confirmations: [ScanConfirmation], photo: String?) async throws -> [InventoryItem]
    /// The kitchen memory learns `data` as `name`.
    func teach(_ data: Data, name: String) async throws -> LearnedFood
    func learnedFoods() async throws -> [LearnedFood]
    /// Forgets one food's photos; answers how many.
    @discardableResult
    func forget(_ food: String) async throws -> Int
    /// Forgets every photo; answers how many.
    @discardableResult
    func forgetEverything() async throws -> Int
}

extension KitchenScanning {
    /// One photo, on its own.
    public func scan(_ data: Data) async throws -> ScanOutcome {
        try await scan(data, liveScan: nil, deviceBarcodes: [])
    }
}

extension ScanningUseCase: KitchenScanning {
    public func scan(_ data: Data, liveScan: String?, deviceBarcodes: [String]) async throws -> ScanOutcome {
        try await scan(data, liveScan: liveScan, deviceBarcodes: deviceBarcodes, only: nil)
    }
}
