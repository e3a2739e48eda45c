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
    public var errorDescription: String? {
        switch self {
        case .emptyInventory:
            return "The inventory is empty. Add some food first, then ask for lunch box ideas."
        case let .notEnoughIdeas(ideas, needed, missing, leftOut, expired):
            return ChefShortfall(asked: needed, made: ideas.count, missing: missing, leftOutForDiet: leftOut, leftOutExpired: expired).message(.english)
        }
    }
}
