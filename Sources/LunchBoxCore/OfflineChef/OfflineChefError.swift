import Foundation

/// Why the offline chef made no ideas at all, with what to add.
public enum OfflineChefError: Error, Equatable, Sendable {
    case emptyInventory
    /// Fewer ideas than needed: `ideas` are the ones it could make, `missing` the parts of
    /// a lunch that would unlock more (with foods the kitchen lacks), `leftOutForDiet` the
    /// items the diet excluded, `leftOutExpired` the items past their best-before date.
    case notEnoughIdeas(ideas: [LunchBoxIdea], needed: Int, missing: [MissingFood], leftOutForDiet: [String], leftOutExpired: [String] = [])
}

extension OfflineChefError: LocalizedError {
    /// The chef's note on what is missing, for `notEnoughIdeas`; each face words it.
    public var shortfall: ChefShortfall? {
        guard case let .notEnoughIdeas(ideas, needed, missing, leftOut, expired) = self else { return nil }
        return ChefShortfall(asked: needed, made: ideas.count, missing: missing, leftOutForDiet: leftOut, leftOutExpired: expired)
    }

    public var errorDescription: String? {
        shortfall?.message(.english) ?? "The inventory is empty. Add some food first, then ask for lunch box ideas."
    }
}
