import Foundation

/// What was ticked off a week's shopping list, kept per week (by the week's first day).
public protocol ShoppingListRepository: Sendable {
    /// The item keys (`ShoppingList.Item.key`) ticked off as bought in the week starting
    /// on `weekStart`.
    func boughtItemKeys(weekStart: CalendarDay) async throws -> Set<String>
    /// What a week's list is made from, read at one moment: the meals planned on `days`,
    /// the kitchen, and what was ticked off in the week starting on `weekStart`.
    func shoppingWeek(days: ClosedRange<CalendarDay>, weekStart: CalendarDay) async throws -> ShoppingWeek
    /// Ticks the item off (or back on) for that week and, when `topUp` is given, puts
    /// what was bought in the inventory in the same transaction: `topUp` works out, from
    /// the kitchen as it is in that transaction, the item the bought food becomes (one the
    /// kitchen holds, topped up, replaces it; else it is added). Returns the kitchen's item
    /// before and after, for undo.
    @discardableResult
    func setShoppingItem(
        key: String, bought: Bool, weekStart: CalendarDay, at date: Date, addingToKitchen topUp: (@Sendable ([InventoryItem]) throws -> InventoryItem?)?
    ) async throws -> KitchenTopUp.Change
}

/// What a week's shopping list is made from, read in one snapshot, so a tick or a kitchen
/// change landing between reads can never make a list no moment had.
public struct ShoppingWeek: Sendable {
    public let planned: [PlannedMeal]
    public let kitchen: [InventoryItem]
    public let bought: Set<String>

    public init(planned: [PlannedMeal], kitchen: [InventoryItem], bought: Set<String>) {
        self.planned = planned
        self.kitchen = kitchen
        self.bought = bought
    }
}
