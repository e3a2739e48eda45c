import Foundation

/// Why the offline chef made no ideas at all, with what to add.
public enum OfflineChefError: Error, Equatable, Sendable {
    case emptyInventory
    /// Fewer ideas than needed: `ideas` are the ones it could make, `missing` the parts of
    /// a lunch that would unlock more (with foods the kitchen lacks), `leftOutForDiet` the
    /// items the diet excluded, `leftOutExpired` the items past their best-before date.
    case notEnoughIdeas(ideas: [LunchBoxIdea], needed: Int, missing: [MissingFood], leftOutForDiet: [String], leftOutExpired: [String] = [])
}

/// A part of a lunch the kitchen lacks or has too little of, with foods it does not hold
/// that suit the person's diet.
public struct MissingFood: Equatable, Sendable {
    /// The parts a lunch box is built from.
    public enum Group: String, Equatable, Sendable {
        case carb
        case protein
        case vegetableOrFruit
    }

    public let group: Group
    public let examples: [String]
    /// True when the kitchen has none of it; false when it has too few to vary.
    public let isAbsent: Bool

    public init(group: Group, examples: [String], isAbsent: Bool = true) {
        self.group = group
        self.examples = examples
        self.isAbsent = isAbsent
    }

    /// "a carb", "a protein", "a vegetable or fruit".
    public var noun: String {
        switch group {
        case .carb: "carb (bread, rice, pasta...)"
        case .protein: "main (a protein)"
        case .vegetableOrFruit: "fruit or vegetable"
        }
    }

    /// "a carb such as bread, rice or wraps"; "another protein such as ..." when scarce.
    public var suggestion: String {
        let noun =
            switch group {
            case .carb: isAbsent ? "a carb" : "another carb"
            case .protein: isAbsent ? "a protein" : "another protein"
            case .vegetableOrFruit: isAbsent ? "a vegetable or fruit" : "another vegetable or fruit"
            }
        guard !examples.isEmpty else { return noun }
        return "\(noun) such as \(EnglishList.or(examples))"
    }
}

extension OfflineChefError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .emptyInventory:
            return "The inventory is empty. Add some food first, then ask for lunch box ideas."
        case let .notEnoughIdeas(ideas, needed, missing, leftOut, expired):
            return ChefShortfall(asked: needed, made: ideas.count, missing: missing, leftOutForDiet: leftOut, leftOutExpired: expired).message
        }
    }
}
