import Foundation

/// The food at hand, with the rules for changing it.
///
/// A value type: the screen models, the CLI and the server all change an inventory
/// through these functions, so the rules (clean names, a size limit, ids that exist)
/// hold whichever face made the change.
public struct Inventory: Equatable, Sendable {
    /// Enough for any kitchen; a limit so a runaway script cannot fill the disk.
    public static let maximumItemCount = 500

    public private(set) var items: [InventoryItem]

    public init(items: [InventoryItem] = []) {
        self.items = items
    }

    public var isEmpty: Bool { items.isEmpty }

    public func item(id: UUID) -> InventoryItem? {
        items.first { $0.id == id }
    }

    /// Adds an item after cleaning it; returns what was stored.
    @discardableResult
    public mutating func add(_ item: InventoryItem) throws -> InventoryItem {
        guard items.count < Self.maximumItemCount else {
            throw InventoryError.full(maximum: Self.maximumItemCount)
        }
        let clean = try item.validated()
        guard self.item(id: clean.id) == nil else { throw InventoryError.duplicateID }
        items.append(clean)
        return clean
    }

    /// Replaces the item with the same id; every other item stays as it was.
    @discardableResult
    public mutating func update(_ item: InventoryItem) throws -> InventoryItem {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else {
            throw InventoryError.itemNotFound
        }
        let clean = try item.validated()
        items[index] = clean
        return clean
    }

    /// Removes the item with this id and returns it.
    @discardableResult
    public mutating func remove(id: UUID) throws -> InventoryItem {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            throw InventoryError.itemNotFound
        }
        return items.remove(at: index)
    }

    public mutating func clear() {
        items.removeAll()
    }
}

/// Why an inventory change was refused.
public enum InventoryError: Error, Equatable, Sendable {
    case itemNotFound
    case duplicateID
    case full(maximum: Int)
}

extension InventoryError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
