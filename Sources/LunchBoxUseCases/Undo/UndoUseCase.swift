import Foundation
import LunchBoxCore

/// Removing a favorite, a kitchen item or a planned meal so that it can be taken back:
/// each removal is remembered under a token for ten minutes (the last 50), and `undo`
/// puts it back as it was (the same favorite id and save date, the same item, the meal on
/// the same day). Removals live in memory: they are a convenience, not a recycle bin.
public struct UndoUseCase: Sendable {
    public static let lifetime: TimeInterval = 10 * 60

    /// What a removal puts back: a favorite, a kitchen item, a planned meal.
    public typealias Store = FavoritesRepository & InventoryRepository & PlanRepository & PackingRepository & AutoPlanRepository & ShoppingListRepository

    private let store: any Store
    private let favorites: FavoritesUseCase
    private let inventory: InventoryUseCase
    private let plan: PlanUseCase
    private let clock: any AppClock
    private let ledger: RemovalLedger

    init(store: any Store, favorites: FavoritesUseCase, inventory: InventoryUseCase, plan: PlanUseCase, clock: any AppClock, limit: Int = 50) {
        self.store = store
        self.favorites = favorites
        self.inventory = inventory
        self.plan = plan
        self.clock = clock
        ledger = RemovalLedger(limit: limit, lifetime: Self.lifetime)
    }

    public func removeFavorite(id: UUID) async throws -> UndoableRemoval {
        try await remembered(.favorite(try await favorites.delete(id: id)))
    }

    public func removeKitchenItem(id: UUID) async throws -> UndoableRemoval {
        try await remembered(.kitchenItem(try await inventory.remove(id: id)))
    }

    /// `PlannerError.assignmentNotFound` when it was already gone.
    public func removePlannedMeal(assignmentID: UUID) async throws -> UndoableRemoval {
        // What undo puts back is read in the removal's own write.
        try await remembered(.plannedMeal(try await plan.remove(assignmentID: assignmentID)))
    }

    /// Offers the packing's undo under a token, as a removal's is.
    public func offer(_ lunch: PackedLunch) async -> UndoableRemoval {
        UndoableRemoval(removal: .packedLunch(lunch), token: await ledger.remember(.packedLunch(lunch), at: clock.now()))
    }

    /// Answers the questions a packing left: the items with none left are taken out of the
    /// kitchen, and the packing's undo under `token` puts them back too. Returns the items
    /// removed.
    public func answerPacking(token: UUID?, noneLeft ids: [UUID]) async throws -> [InventoryItem] {
        let removed = try await inventory.removeNoneLeft(ids: ids)
        let now = clock.now()
        if let token, !removed.isEmpty, case .packedLunch(let lunch, let earlier)? = await ledger.take(token, now: now) {
            await ledger.putBack(.packedLunch(lunch, noneLeft: earlier + removed), token: token, at: now)
        }
        return removed
    }

    /// Ticks a shopping list item off and puts what was bought in the kitchen, in one
    /// step, offering to take both back.
    public func buy(_ item: String, in week: PlanWeek, units: UnitSystem? = nil) async throws -> (tick: ShoppingTick, token: UUID) {
        let tick = try await plan.tick(item, in: week, bought: true, addToKitchen: true, units: units)
        return (tick, await ledger.remember(.shoppingTick(tick), at: clock.now()))
    }

    /// Offers the auto-planned week's undo under a token.
    public func offer(_ week: AutoPlannedWeek) async -> UndoableRemoval {
        UndoableRemoval(removal: .autoPlannedWeek(week), token: await ledger.remember(.autoPlannedWeek(week), at: clock.now()))
    }

    /// Puts the removal back and returns it; `UndoError` when it cannot be.
    @discardableResult
    public func undo(_ token: UUID) async throws -> Removal {
        let now = clock.now()
        guard let removal = await ledger.take(token, now: now) else { throw UndoError.expired }
        do {
            try await restore(removal)
        } catch let error as UndoError {
            throw error
        } catch {
            await ledger.putBack(removal, token: token, at: now)
            throw error
        }
        return removal
    }

    private func remembered(_ removal: Removal) async throws -> UndoableRemoval {
        UndoableRemoval(removal: removal, token: await ledger.remember(removal, at: clock.now()))
    }

    private func restore(_ removal: Removal) async throws {
        switch removal {
        case .favorite(let idea):
            _ = try await store.saveFavorite(idea, at: idea.savedAt ?? clock.now())
        case .kitchenItem(let item):
            _ = try await store.addInventoryItem(item)
        case .packedLunch(let lunch, let noneLeft):
            do {
                try await store.undoPacking(id: lunch.id)
            } catch PackingError.nothingToUndo {
                throw UndoError.expired
            }
            let present = Set(try await store.inventory().items.map(\.id))
            _ = try await store.addInventoryItems(noneLeft.filter { !present.contains($0.id) })
        case .autoPlannedWeek(let plan):
            do {
                try await store.undoAutoPlan(id: plan.id)
            } catch PackingError.planNotFound {
                throw UndoError.expired
            }
        case .shoppingTick(let tick):
            try await store.setShoppingItem(key: tick.item.key, bought: false, weekStart: tick.weekStart, at: clock.now(), addingToKitchen: nil)
            if let before = tick.kitchenBefore {
                _ = try? await store.updateInventoryItem(before)
            } else if let after = tick.kitchenAfter {
                _ = try? await store.removeInventoryItem(id: after.id)
            }
        case .plannedMeal(let planned):
            do {
                _ = try await store.assignMeal(id: planned.meal.id, to: planned.day, at: planned.assignment.createdAt)
            } catch PlannerError.mealNotFound {
                throw UndoError.mealGone(planned.meal.description)
            }
        }
    }
}
