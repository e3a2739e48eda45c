import Foundation
import LunchBoxCore

/// An error as catalog keys and typed values (`Fault`), sent beside the English words so a
/// client words it in its own reader's language. Each argument is an object with one
/// field naming its type (`{"number": 3}`, `{"text": "milk"}`, `{"day": "2026-11-30"}`),
/// so a number is written the reader's way and a phrase key is worded, never shown.
public struct APIFault: Codable, Equatable, Sendable {
    /// A value the phrases name, as `Fault.Argument`.
    public enum Argument: Equatable, Sendable {
        case text(String)
        case number(Int)
        case day(CalendarDay)
        case days([CalendarDay])
        case phrase(String)
        case shortfall(ChefShortfall)
        case choices([String])
        case household(Counts)
        indirect case message(APIFault)
    }

    /// What a household has, counted (`HouseholdCounts`).
    public struct Counts: Codable, Equatable, Sendable {
        public let foods: Int
        public let members: Int
        public let favorites: Int
        public let meals: Int
        public let plannedDays: Int
    }

    public let title: String
    public let message: String
    public let arguments: [Argument]
    /// The count the message's plural form follows (its key is then a plural stem).
    public let count: Int?
    /// True when the count is written in plain digits.
    public let countInDigits: Bool?
    /// Sentences said after the message, each a fault of its own.
    public let after: [APIFault]?

    public init(_ fault: Fault) {
        title = fault.titleKey
        message = fault.messageKey
        arguments = fault.arguments.map(Argument.init)
        count = fault.count
        countInDigits = fault.countInDigits ? true : nil
        after = fault.after.isEmpty ? nil : fault.after.map(APIFault.init)
    }

    /// The fault again, for a client to word.
    public var fault: Fault {
        let own = Fault(title: title, message: message, arguments.map(\.fault), count: count, countInDigits: countInDigits ?? false)
        return (after ?? []).reduce(own) { $0.followed(by: $1.fault) }
    }
}

extension APIFault.Argument {
    init(_ argument: Fault.Argument) {
        switch argument {
        case .text(let text): self = .text(text)
        case .number(let number): self = .number(number)
        case .day(let day): self = .day(day)
        case .days(let days): self = .days(days)
        case .phrase(let key): self = .phrase(key)
        case .shortfall(let shortfall): self = .shortfall(shortfall)
        case .choices(let names): self = .choices(names)
        case .household(let counts):
            self = .household(.init(foods: counts.foods, members: counts.members, favorites: counts.favorites, meals: counts.meals, plannedDays: counts.plannedDays))
        case .message(let fault): self = .message(APIFault(fault))
        }
    }

    var fault: Fault.Argument {
        switch self {
        case .text(let text): .text(text)
        case .number(let number): .number(number)
        case .day(let day): .day(day)
        case .days(let days): .days(days)
        case .phrase(let key): .phrase(key)
        case .shortfall(let shortfall): .shortfall(shortfall)
        case .choices(let names): .choices(names)
        case .household(let counts):
            .household(HouseholdCounts(foods: counts.foods, members: counts.members, favorites: counts.favorites, meals: counts.meals, plannedDays: counts.plannedDays))
        case .message(let fault): .message(fault.fault)
        }
    }
}

extension APIFault.Argument: Codable {
    private enum Key: String, CodingKey {
        case text, number, day, days, phrase, shortfall, choices, household, message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "An argument has exactly one field, its type"))
        }
        switch key {
        case .text: self = .text(try container.decode(String.self, forKey: key))
        case .number: self = .number(try container.decode(Int.self, forKey: key))
        case .day: self = .day(try container.decode(CalendarDay.self, forKey: key))
        case .days: self = .days(try container.decode([CalendarDay].self, forKey: key))
        case .phrase: self = .phrase(try container.decode(String.self, forKey: key))
        case .shortfall: self = .shortfall(try container.decode(ChefShortfall.self, forKey: key))
        case .choices: self = .choices(try container.decode([String].self, forKey: key))
        case .household: self = .household(try container.decode(APIFault.Counts.self, forKey: key))
        case .message: self = .message(try container.decode(APIFault.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .number(let number): try container.encode(number, forKey: .number)
        case .day(let day): try container.encode(day, forKey: .day)
        case .days(let days): try container.encode(days, forKey: .days)
        case .phrase(let key): try container.encode(key, forKey: .phrase)
        case .shortfall(let shortfall): try container.encode(shortfall, forKey: .shortfall)
        case .choices(let names): try container.encode(names, forKey: .choices)
        case .household(let counts): try container.encode(counts, forKey: .household)
        case .message(let fault): try container.encode(fault, forKey: .message)
        }
    }
}
