import Foundation

/// Why ideas could not be asked for, found, saved or planned.
public enum IdeasError: Error, Equatable, Sendable {
    /// The kitchen is empty: there is nothing to make ideas from.
    case emptyInventory
    /// No ideas have been asked for yet, so none can be opened, saved or planned.
    case noRecentIdeas
    /// There is no idea with this number among the most recent ones.
    case noIdeaNumbered(Int, count: Int)
    /// No recent idea or favorite has this id (ideas are replaced by newer ones).
    case ideaNotFound
    case favoriteNotFound
    /// A batch holding two ideas with one id: no face could tell them apart.
    case duplicateIdeaID
}

extension IdeasError: LocalizedError {
    public var errorDescription: String? { UserFacingError(self).message }
}
