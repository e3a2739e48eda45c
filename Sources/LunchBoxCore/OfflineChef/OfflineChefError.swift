import Foundation

/// Why the offline chef could not make enough ideas, with what to add.
public enum OfflineChefError: Error, Equatable, Sendable {
    case emptyInventory
    /// Fewer ideas than needed: `ideas` are the ones it could make, `missing` the food
    /// groups that would unlock more, `leftOutForDiet` the items the diet excluded,
    /// `leftOutExpired` the items past their best-before date (never used).
    case notEnoughIdeas(ideas: [LunchBoxIdea], needed: Int, missing: [MissingFood], leftOutForDiet: [String], leftOutExpired: [String] = [])
}

/// A food group the inventory lacks, with examples that suit the person's diet.
public struct MissingFood: Equatable, Sendable {
    /// The broad groups a lunch box is built from.
    public enum Group: String, Equatable, Sendable {
        case carb
        case protein
        case vegetableOrFruit
    }

    public let group: Group
    public let examples: [String]

    public init(group: Group, examples: [String]) {
        self.group = group
        self.examples = examples
    }

    /// "a carb such as bread, rice or wraps".
    public var suggestion: String {
        let noun =
            switch group {
            case .carb: "a carb"
            case .protein: "a protein"
            case .vegetableOrFruit: "a vegetable or fruit"
            }
        guard !examples.isEmpty else { return noun }
        let list =
            examples.count == 1
            ? examples[0]
            : examples.dropLast().joined(separator: ", ") + " or " + examples[examples.count - 1]
        return "\(noun) such as \(list)"
    }
}

extension OfflineChefError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .emptyInventory:
            return "The inventory is empty. Add some food first, then ask for lunch box ideas."
        case let .notEnoughIdeas(ideas, needed, missing, leftOut, expired):
            var message =
                ideas.isEmpty
                ? "No lunch box ideas could be made from what you have."
                : "Only \(ideas.count) lunch box idea\(ideas.count == 1 ? "" : "s") could be made from what you have; \(needed) are needed."
            if missing.isEmpty {
                message += " Add a few more different foods, such as another vegetable, a fruit or another carb."
            } else {
                message += " Add " + DietaryViolation.list(missing.map(\.suggestion)) + "."
            }
            if !leftOut.isEmpty {
                let shown = leftOut.prefix(5).joined(separator: ", ")
                let more = leftOut.count > 5 ? " and \(leftOut.count - 5) more" : ""
                message += " Left out for your diet: \(shown)\(more)."
            }
            if !expired.isEmpty {
                let shown = expired.prefix(5).joined(separator: ", ")
                let more = expired.count > 5 ? " and \(expired.count - 5) more" : ""
                message += " Left out as past their best-before date: \(shown)\(more)."
            }
            return message
        }
    }
}
