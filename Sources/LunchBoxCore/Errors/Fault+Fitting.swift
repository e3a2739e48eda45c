import Foundation

extension Fault {
    /// True when `words` can say this fault: its catalog has every key the fault names, and
    /// each phrase takes the values it is given (a number where it writes `%lld`, text
    /// where it writes `%@`). A fault that came from another version of LunchBox (a newer
    /// household server) may name a key or values this one does not know; wording it would
    /// show a key, or worse, fill a phrase with a value of the wrong type.
    public func fits(_ words: Wording) -> Bool {
        let kinds = arguments.map(\.formatKind)
        let messageKinds: [FormatKind]
        let messageKeys: [String]
        if let count {
            messageKinds = [countInDigits ? .object : .integer] + kinds
            messageKeys = ["\(messageKey).\(PluralCategory.other.rawValue)", words.pluralKey(messageKey, count)]
        } else {
            messageKinds = kinds
            messageKeys = [messageKey]
        }
        return Self.fits(titleKey, kinds, words) && messageKeys.allSatisfy { Self.fits($0, messageKinds, words) }
            && arguments.allSatisfy { $0.fits(words) } && after.allSatisfy { $0.fits(words) }
    }

    /// What a format directive reads: an object (`%@`), an integer (`%lld`), or anything
    /// else (none of ours).
    enum FormatKind: Equatable {
        case object, integer, other
    }

    private static func fits(_ key: String, _ given: [FormatKind], _ words: Wording) -> Bool {
        // `phrase` answers the key itself when no catalog has it.
        let phrase = words.phrase(key)
        guard phrase != key else { return false }
        return directives(in: phrase).allSatisfy { position, kind in position < given.count && given[position] == kind }
    }

    /// Each directive of a format string: the argument it reads (from 0) and its kind.
    static func directives(in format: String) -> [(Int, FormatKind)] {
        let pattern = /%(?:([0-9]+)\$)?[-+ #0']*[0-9]*(?:\.[0-9]+)?(?:hh|h|ll|l|q|z|t|j)?([a-zA-Z@%])/
        var next = 0
        var found: [(Int, FormatKind)] = []
        for match in format.matches(of: pattern) where match.2 != "%" {
            let position = match.1.flatMap { Int($0) }.map { $0 - 1 } ?? next
            next = position + 1
            let kind: FormatKind =
                switch match.2 {
                case "@": .object
                case "d", "i", "u", "D", "U", "x", "X", "o", "O", "c": .integer
                default: .other
                }
            found.append((position, kind))
        }
        return found
    }
}

extension Fault.Argument {
    /// Numbers are formatted as integers; every other value is worded to text first.
    var formatKind: Fault.FormatKind {
        if case .number = self { return .integer }
        return .object
    }

    func fits(_ words: Wording) -> Bool {
        switch self {
        case .phrase(let key): words.phrase(key) != key
        case .message(let fault): fault.fits(words)
        case .text, .number, .day, .days, .shortfall, .choices, .household: true
        }
    }
}
