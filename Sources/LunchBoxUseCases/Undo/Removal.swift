import Foundation
import LunchBoxCore

/// Something the user removed that can be put back for a while.
public enum Removal: Equatable, Sendable {
    case favorite(LunchBoxIdea)
    case kitchenItem(InventoryItem)
    case plannedMeal(PlannedMeal)
    /// A packed lunch: undoing it puts its amounts back in the kitchen, and the items
    /// answered "none left" afterwards.
    case packedLunch(PackedLunch, noneLeft: [InventoryItem] = [])
    /// A week "Plan my week" filled: undoing it empties those days again.
    case autoPlannedWeek(AutoPlannedWeek)
    /// A shopping list item ticked off and put in the kitchen: undoing it puts it back on
    /// the list and the kitchen as it was.
    case shoppingTick(ShoppingTick)

    /// What the user would call it: the idea's, the item's or the meal's name.
    public var name: String {
        switch self {
        case .favorite(let idea): idea.name
        case .kitchenItem(let item): item.name
        case .plannedMeal(let planned): planned.meal.description
        case .packedLunch(let lunch, _): "what \(lunch.name) used"
        case .autoPlannedWeek(let plan): "the week of \(plan.week.start.isoString) as it was"
        case .shoppingTick(let tick): "\(tick.item.name) on the shopping list"
        }
    }

    /// The day a planned meal was on.
    public var day: CalendarDay? {
        switch self {
        case .plannedMeal(let planned): planned.day
        case .autoPlannedWeek(let plan): plan.week.start
        case .shoppingTick(let tick): tick.weekStart
        default: nil
        }
    }
}

/// A removal done, with the token that takes it back (`UndoUseCase.undo`).
public struct UndoableRemoval: Equatable, Sendable {
    public let removal: Removal
    public let token: UUID
}

/// Why a removal could not be taken back.
public enum UndoError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    /// Too long ago, already undone, or the app restarted since.
    case expired
    /// The planned meal's meal was deleted from the library since.
    case mealGone(String)

    public var userFacingError: UserFacingError {
        switch self {
        case .expired:
            UserFacingError(Fault(title: "fault3.title.tooLateToUndo", message: "fault3.undo.expired"), kind: .notFound)
        case .mealGone(let name):
            UserFacingError(Fault(title: "fault3.title.mealDeleted", message: "fault3.undo.mealGone", [.text(name)]), kind: .notFound)
        }
    }
}
