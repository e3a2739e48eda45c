import Foundation

/// Where packings and auto-planned weeks are kept, each applied in one transaction.
public protocol PantryRepository: Sendable {
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
    /// Plans each choice on its day (adding favorite and chef meals to the library
    /// unless present) in one transaction, and remembers it under `id` for undo. A day
    /// that gained a meal meanwhile is skipped.
    func applyAutoPlan(id: UUID, choices: [WeekAutoPlanner.Choice], at date: Date) async throws -> [PlannedMeal]
    /// Removes the plan's days and the meals it added that nothing else plans.
    @discardableResult
    func undoAutoPlan(id: UUID) async throws -> Int
    /// Replaces the plan's meal on `choice.day` with `choice`'s, in one transaction.
    func swapAutoPlannedDay(id: UUID, choice: WeekAutoPlanner.Choice, at date: Date) async throws -> PlannedMeal
    /// The meals the plan put on days, for a swap to leave out.
    func autoPlanMealIDs(id: UUID) async throws -> Set<UUID>
}
