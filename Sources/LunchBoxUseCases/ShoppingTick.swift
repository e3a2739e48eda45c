import Foundation
import LunchBoxCore

/// An item ticked off a week's shopping list, and what that did to the kitchen, so it can
/// be taken back exactly.
public struct ShoppingTick: Equatable, Sendable {
    public let item: ShoppingList.Item
    public let weekStart: CalendarDay
    /// The kitchen's item of that food before it was topped up; nil when one was added.
    public let kitchenBefore: InventoryItem?
    /// The kitchen item added or topped up; nil when the kitchen was left alone.
    public let kitchenAfter: InventoryItem?
}
