import Foundation

/// What was ticked off a week's shopping list, kept per week (by the week's first day).
public protocol ShoppingListRepository: Sendable {
    /// The item keys (`ShoppingList.Item.key`) ticked off as bought in the week starting
    /// on `weekStart`.
    func boughtItemKeys(weekStart: CalendarDay) async throws -> Set<String>
    /// Ticks the item off (or back on) for that week and, when `kitchenItem` is given,
    /// puts it in the inventory in the same transaction, under `Inventory`'s rules: an
    /// item whose id the kitchen holds replaces it (a topped-up amount), else it is added.
    func setShoppingItem(key: String, bought: Bool, weekStart: CalendarDay, at date: Date, addingToKitchen kitchenItem: InventoryItem?) async throws
}
