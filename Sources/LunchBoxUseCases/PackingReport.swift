import Foundation
import LunchBoxCore

/// What a packing did, in the words and JSON every face shows.
public struct PackingReport: Encodable, Equatable, Sendable {
    public struct Took: Encodable, Equatable, Sendable {
        public let itemID: UUID
        public let name: String
        public let taken: String
        /// What is left ("4", "160 g"); empty when used up.
        public let left: String
        public let usedUp: Bool

        private enum CodingKeys: String, CodingKey {
            case itemID = "itemId", name, taken, left, usedUp
        }
    }

    public let id: UUID
    public let name: String
    public let day: CalendarDay
    public let took: [Took]
    public let questions: [Packing.Question]
    public let notInKitchen: [String]
    public let earnedCredit: Bool
    /// "Packed Cheddar Sandwich: took eggs 2 (4 left), cheddar 40 g (160 g left)."
    public let message: String

    public init(_ lunch: PackedLunch) {
        id = lunch.id
        name = lunch.name
        day = lunch.day
        took = lunch.packing.uses.map { use in
            Took(itemID: use.before.id, name: use.before.name, taken: use.taken, left: use.after?.quantity ?? "", usedUp: use.after == nil)
        }
        questions = lunch.packing.questions
        notInKitchen = lunch.packing.notInKitchen
        earnedCredit = lunch.earnedCredit
        let parts = took.map { took in
            switch took.taken {
            case Packing.Answer.noneLeft.rawValue: "\(took.name) (none left)"
            case Packing.Answer.someLeft.rawValue: "\(took.name) (some left)"
            default: "\(took.name) \(took.taken) (\(took.usedUp ? "used up" : "\(took.left) left"))"
            }
        }
        message = parts.isEmpty ? "Packed \(name): nothing with an amount to take from the kitchen." : "Packed \(name): took \(parts.joined(separator: ", "))."
    }
}

extension PackingReport {
    /// `message` in `words`' language.
    public func message(_ words: Wording) -> String {
        let parts = took.map { took in
            switch took.taken {
            case Packing.Answer.noneLeft.rawValue: words("cli2.pack.noneLeft", took.name)
            case Packing.Answer.someLeft.rawValue: words("cli2.pack.someLeft", took.name)
            default: took.usedUp ? words("cli2.pack.usedUp", took.name, took.taken) : words("cli2.pack.left", took.name, took.taken, took.left)
            }
        }
        return parts.isEmpty ? words("cli2.pack.nothingTaken", name) : words("cli2.pack.packed", name, words.and(parts))
    }
}
