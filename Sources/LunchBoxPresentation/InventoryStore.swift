import Foundation
import LunchBoxCore
import LunchBoxUseCases
import OpenCombineShim

/// The inventory shared by the scanner, inventory and suggestions screens.
///
/// Keeps a published copy of the items and makes every change through the kitchen (the
/// inventory use case on this device, or the household's server, which keep
/// `Inventory`'s rules), publishing what it stored, so the screens and the store never
/// disagree.
@MainActor
public final class InventoryStore: ObservableObject {
    @Published public private(set) var items: [InventoryItem] = []

    private let useCase: any KitchenInventory

    public init(inventory: any KitchenInventory) {
        self.useCase = inventory
    }

    public func load() async throws {
        items = try await useCase.items()
    }

    /// Adds the item's name, quantity and best-before date; the stored item (with the
    /// id the kitchen gave it) is returned.
    @discardableResult
    public func add(_ item: InventoryItem) async throws -> InventoryItem {
        let stored = try await useCase.add(name: item.name, quantity: item.quantity, bestBefore: item.bestBefore, dateKind: item.dateKind)
        items.append(stored)
        return stored
    }

    @discardableResult
    public func update(_ item: InventoryItem) async throws -> InventoryItem {
        let stored = try await useCase.update(id: item.id, name: item.name, quantity: item.quantity, bestBefore: item.bestBefore, dateKind: item.dateKind)
        if let index = items.firstIndex(where: { $0.id == stored.id }) {
            items[index] = stored
        }
        return stored
    }

    public func remove(id: UUID) async throws {
        try await useCase.remove(id: id)
        items.removeAll { $0.id == id }
    }

    public func clear() async throws {
        try await useCase.clear()
        items.removeAll()
    }
}
