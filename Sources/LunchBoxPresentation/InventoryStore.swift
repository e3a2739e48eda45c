import Foundation
import LunchBoxCore
import OpenCombineShim

/// The inventory shared by the scanner, inventory and suggestions screens.
///
/// Keeps a published copy of the items and writes every change through the repository
/// (memory for an iOS session, the database elsewhere), so the screens and the store
/// never disagree.
@MainActor
public final class InventoryStore: ObservableObject {
    @Published public private(set) var items: [InventoryItem] = []

    private let repository: any InventoryRepository

    public init(repository: any InventoryRepository) {
        self.repository = repository
    }

    /// True iff there is at least one item (LB Property 10).
    public var canRequestSuggestions: Bool { !items.isEmpty }

    public func load() async throws {
        items = try await repository.inventory().items
    }

    @discardableResult
    public func add(_ item: InventoryItem) async throws -> InventoryItem {
        let stored = try await repository.addInventoryItem(item)
        items.append(stored)
        return stored
    }

    @discardableResult
    public func update(_ item: InventoryItem) async throws -> InventoryItem {
        let stored = try await repository.updateInventoryItem(item)
        if let index = items.firstIndex(where: { $0.id == stored.id }) {
            items[index] = stored
        }
        return stored
    }

    public func remove(id: UUID) async throws {
        try await repository.removeInventoryItem(id: id)
        items.removeAll { $0.id == id }
    }

    public func clear() async throws {
        try await repository.clearInventory()
        items.removeAll()
    }
}
