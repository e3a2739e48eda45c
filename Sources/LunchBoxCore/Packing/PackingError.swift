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
            UserFacingError(Fault(title: "fault2.title.alreadyPacked", message: "fault2.packing.alreadyPacked", [.text(name)]), kind: .needsAction)
        case .nothingToUndo:
            UserFacingError(Fault(title: "fault2.title.nothingToUndo", message: "fault2.packing.nothingToUndo"), kind: .notFound)
        case .planNotFound:
            UserFacingError(Fault(title: "fault2.title.nothingToUndo", message: "fault2.packing.planNotFound"), kind: .notFound)
        case .dayNotInPlan(let day):
            // The day as it was typed (YYYY-MM-DD), in every language.
            UserFacingError(Fault(title: "fault2.title.notPlannedByIt", message: "fault2.packing.dayNotInPlan", [.text(day.isoString)]), kind: .needsAction)
        case .noOtherMeal:
            UserFacingError(Fault(title: "fault2.title.noOtherMeal", message: "fault2.packing.noOtherMeal"), kind: .needsAction)
        case .inconsistent:
            UserFacingError(Fault(title: "fault2.title.packingRefused", message: "fault2.packing.inconsistent"), kind: .input)
        }
    }
}
