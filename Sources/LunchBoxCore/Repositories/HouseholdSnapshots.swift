import Foundation

/// The whole household read and replaced at once, for the portable document
/// (`lunchbox export` / `import`). Each is one transaction: an export never sees half a
/// change, and an import replaces everything or nothing.
public protocol HouseholdSnapshots: Sendable {
    func householdSnapshot() async throws -> HouseholdSnapshot
    /// Replaces the household's food, members, preferences, favorites, meals, plan and
    /// ticks with `snapshot`'s; the undo ledgers of what was replaced are cleared with it.
    func replaceHousehold(with snapshot: HouseholdSnapshot) async throws
}

/// Adds what another app's export brought in one write (`MoveInUseCase`).
public protocol MoveInStore: Sendable {
    /// Adds the kitchen items, the meals the library does not hold yet (by content) and
    /// the favorites, under the rules every face saves by; all or nothing.
    func bringIn(kitchen: [InventoryItem], meals: [Meal], favorites: [LunchBoxIdea], at date: Date) async throws -> MoveInCounts
}

/// How many of each a move-in added.
public struct MoveInCounts: Equatable, Sendable {
    public let foods: Int
    public let meals: Int
    /// Meals the library already held, so not added again.
    public let mealsAlready: Int
    public let favorites: Int

    public init(foods: Int, meals: Int, mealsAlready: Int, favorites: Int) {
        self.foods = foods
        self.meals = meals
        self.mealsAlready = mealsAlready
        self.favorites = favorites
    }
}
