import Foundation

/// What was ticked off a week's shopping list, kept per week (by the week's first day).
public protocol ShoppingListRepository: Sendable {
    /// The item keys (`ShoppingList.Item.key`) ticked off as bought in the week starting
    /// on `weekStart`.
    func boughtItemKeys(weekStart: CalendarDay) async throws -> Set<String>
    /// Ticks the item off (or back on) for that week and, when `kitchenItem` is given,
    /// adds it to the inventory in the same transaction, under `Inventory`'s rules.
    func setShoppingItem(key: String, bought: Bool, weekStart: CalendarDay, at date: Date, addingToKitchen kitchenItem: InventoryItem?) async throws
}
