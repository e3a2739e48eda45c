import Foundation

/// A lunch packed: what it took from the kitchen, what it asks about, and whether it
/// earned play credit (only the first packing of a lunch on a day does, so undo and pack
/// again, or a double click, earns nothing more).
public struct PackedLunch: Equatable, Sendable {
    public let id: UUID
    /// What was packed: "favorite:<id>", "idea:<id>", "meal:<id>".
    public let sourceKey: String
    public let name: String
    public let day: CalendarDay
    public let packing: Packing
    public let earnedCredit: Bool

    public init(id: UUID, sourceKey: String, name: String, day: CalendarDay, packing: Packing, earnedCredit: Bool) {
        self.id = id
        self.sourceKey = sourceKey
        self.name = name
        self.day = day
        self.packing = packing
        self.earnedCredit = earnedCredit
    }
}

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
        }
    }
}

/// Where packings and auto-planned weeks are kept, each applied in one transaction.
public protocol PantryRepository: Sendable {
    /// Works out the packing against the kitchen as it is inside the write (`work`),
    /// applies it and records it, all in one transaction. `PackingError.alreadyPacked`
    /// when `sourceKey` was packed on `day` and not undone.
    func pack(sourceKey: String, name: String, day: CalendarDay, at date: Date, work: @Sendable ([InventoryItem]) -> Packing) async throws -> PackedLunch
    /// Puts every item the packing changed back as it was (same id, amount, date and
    /// place in the list), in one transaction, and returns the lunch's name;
    /// `PackingError.nothingToUndo` when already undone.
    @discardableResult
    func undoPacking(id: UUID) async throws -> String
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
