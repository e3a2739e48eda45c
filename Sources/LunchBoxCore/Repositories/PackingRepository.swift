import Foundation

/// Where packings ("Packed it") are kept, each applied in one transaction.
public protocol PackingRepository: Sendable {
    /// Works out the packing against the kitchen as it is inside the write (`work`),
    /// applies it and records it, all in one transaction. `PackingError.alreadyPacked`
    /// when `sourceKey` was packed on `day` and not undone. An error `work` throws rolls
    /// the transaction back (the household's server refuses a packing worked out on a
    /// kitchen that changed meanwhile).
    func pack(sourceKey: String, name: String, day: CalendarDay, at date: Date, work: @Sendable ([InventoryItem]) throws -> Packing) async throws -> PackedLunch
    /// Puts every item the packing changed back as it was (same id, amount, date and
    /// place in the list), in one transaction, and returns the lunch's name;
    /// `PackingError.nothingToUndo` when already undone.
    @discardableResult
    func undoPacking(id: UUID) async throws -> String
}
