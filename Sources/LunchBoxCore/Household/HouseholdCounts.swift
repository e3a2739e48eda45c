import Foundation

/// How much a household has made, counted for a sentence that says it ("12 foods,
/// 3 members, 4 favorites, 9 meals and 5 planned days"): what an import brings in and
/// what it replaces, worded in the reader's language.
public struct HouseholdCounts: Equatable, Sendable {
    public let foods: Int
    public let members: Int
    public let favorites: Int
    public let meals: Int
    public let plannedDays: Int

    public init(foods: Int, members: Int, favorites: Int, meals: Int, plannedDays: Int) {
        self.foods = foods
        self.members = members
        self.favorites = favorites
        self.meals = meals
        self.plannedDays = plannedDays
    }

    /// Each count that is not zero, joined the reader's way, or "nothing yet".
    public func summary(_ words: Wording) -> String {
        let counted = [
            ("cli4.household.foods", foods), ("cli4.household.members", members), ("cli4.household.favorites", favorites),
            ("cli4.household.meals", meals), ("cli4.household.plannedDays", plannedDays),
        ]
        let parts = counted.filter { $0.1 > 0 }.map { words.counting($0.0, $0.1) }
        return parts.isEmpty ? words("cli4.household.nothing") : words.and(parts)
    }
}
