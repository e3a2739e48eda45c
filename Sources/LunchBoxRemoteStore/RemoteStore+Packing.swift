import Foundation
import LunchBoxCore

// Packing and auto-planned weeks. `pack` takes a closure: it runs here on the kitchen as
// read, and the server applies the packing only if its kitchen is still that one (in the
// same transaction), so nothing is taken twice or from food that changed meanwhile; on a
// change the kitchen is read again and the packing worked out again.

extension RemoteStore: PackingRepository, AutoPlanRepository {
    public func pack(
        sourceKey: String, name: String, day: CalendarDay, at date: Date, work: @Sendable ([InventoryItem]) throws -> Packing
    ) async throws -> PackedLunch {
        try await retryingConflicts {
            let kitchen = try await inventory().items
            let packing = try work(kitchen)
            return try await send(.pack(sourceKey: sourceKey, name: name, day: day, at: date, expected: kitchen, packing: packing))
        }
    }
    @discardableResult
    public func undoPacking(id: UUID) async throws -> String { try await send(.undoPacking(id: id)) }
    public func applyAutoPlan(id: UUID, choices: [WeekAutoPlanner.Choice], at date: Date) async throws -> [PlannedMeal] {
        try await send(.applyAutoPlan(id: id, choices: choices, at: date))
    }
    @discardableResult
    public func undoAutoPlan(id: UUID) async throws -> Int { try await send(.undoAutoPlan(id: id)) }
    public func swapAutoPlannedDay(id: UUID, choice: WeekAutoPlanner.Choice, at date: Date) async throws -> PlannedMeal {
        try await send(.swapAutoPlannedDay(id: id, choice: choice, at: date))
    }
    public func autoPlanMealIDs(id: UUID) async throws -> Set<UUID> { try await send(.autoPlanMealIDs(id: id)) }
}
