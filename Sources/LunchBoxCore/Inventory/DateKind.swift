import Foundation

/// What the date a person gave an item means. A best-before date is about quality (still
/// good a day or two after, once checked); a use-by date is about safety (never after).
/// An item with no kind takes its food's usual one (`FoodDating`).
public enum DateKind: String, Codable, CaseIterable, Hashable, Sendable {
    case bestBefore = "best-before"
    case useBy = "use-by"

    /// "best before" or "use by", as a label on a pack says it.
    public var words: String {
        switch self {
        case .bestBefore: "best before"
        case .useBy: "use by"
        }
    }
}
