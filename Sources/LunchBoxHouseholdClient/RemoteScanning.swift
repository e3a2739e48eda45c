import Foundation
import LunchBoxCore
import LunchBoxUseCases
import LunchBoxWire

/// Scanning on the household's server: each photo goes to its `/api/scan`, where its
/// recognizers and the household's kitchen memory read it, with the codes this device's
/// camera read itself; confirmations and teaching go there too, so every member's photos
/// teach the same memory.
public struct RemoteScanning: KitchenScanning {
    private let api: HouseholdAPIClient

    public init(api: HouseholdAPIClient) {
        self.api = api
    }

    public func summary() async throws -> ScanSettingsSummary {
        try await api.send(ScanRoutes.settings)
    }

    public func scan(_ data: Data, liveScan: String?, deviceBarcodes: [String]) async throws -> ScanOutcome {
        var fields: [String: String] = [:]
        if let liveScan { fields["scan"] = liveScan }
        if !deviceBarcodes.isEmpty { fields["barcodes"] = deviceBarcodes.joined(separator: ",") }
        return try await api.send(ScanRoutes.scan, body: APIUpload(photo: data, fields: fields))
    }

    public func confirm(_ confirmations: [ScanConfirmation], photo: String?) async throws -> [InventoryItem] {
        let items = confirmations.map { ScanRoutes.Confirmation(name: $0.name, quantity: $0.quantity, barcode: $0.barcode) }
        return try await api.send(ScanRoutes.confirm, body: .init(items: items, photo: photo)).added
    }

    public func teach(_ data: Data, name: String) async throws -> LearnedFood {
        try await api.send(ScanRoutes.teach, body: APIUpload(photo: data, fields: ["name": name]))
    }

    public func learnedFoods() async throws -> [LearnedFood] {
        try await api.send(ScanRoutes.memory).foods
    }

    @discardableResult
    public func forget(_ food: String) async throws -> Int {
        try await api.send(ScanRoutes.forget, ["food": food]).forgotten
    }

    @discardableResult
    public func forgetEverything() async throws -> Int {
        try await api.send(ScanRoutes.forgetEverything).forgotten
    }
}
