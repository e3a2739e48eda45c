import Foundation

/// Where auto-planned weeks ("Plan my week") are kept, each applied in one transaction.
public protocol AutoPlanRepository: Sendable {
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
