import Foundation

/// Why packing or taking it back did nothing.
public enum PackingError: Error, Equatable, Sendable, UserFacingErrorConvertible {
    /// The same lunch was already packed today and not undone (a double click).
    case alreadyPacked(String)
    /// The packing is unknown or was already undone.
    case nothingToUndo
    /// An auto-planned week is unknown or was already undone.
    case planNotFound
    /// A swap asked for a day the plan did not fill.
    case dayNotInPlan(CalendarDay)
    /// A swap found no other meal that suits the day.
    case noOtherMeal
    /// A packing that would write another item than the one it took from, or leave less
    /// than nothing: never applied.
    case inconsistent

    public var userFacingError: UserFacingError {
        switch self {
        case .alreadyPacked(let name):
            UserFacingError(title: "Already packed", message: "\(name) was already packed today; undo that first to pack it again.", kind: .needsAction)
        case .nothingToUndo:
            UserFacingError(title: "Nothing to undo", message: "That packing was already undone, or never happened.", kind: .notFound)
        case .planNotFound:
            UserFacingError(title: "Nothing to undo", message: "That planned week was already undone, or never happened.", kind: .notFound)
        case .dayNotInPlan(let day):
            UserFacingError(title: "Not planned by it", message: "\(day.isoString) is not a day this plan filled: only those can be swapped.", kind: .needsAction)
        case .noOtherMeal:
            UserFacingError(
                title: "No other meal", message: "No other meal suits that day: add meals or food, or plan it by hand.", kind: .needsAction)
        case .inconsistent:
            UserFacingError(title: "Packing refused", message: "That packing does not fit the kitchen it was worked out on, so nothing was taken.", kind: .input)
        }
    }
}
