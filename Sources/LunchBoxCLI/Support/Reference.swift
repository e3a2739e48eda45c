import Foundation
import LunchBoxCore

/// Finds an entry from what a person typed: its number in the list ("2") or the start of
/// its id ("3f2a"), as printed by the list commands.
///
/// A short id can be all digits ("77431773"), so a number that is not a position in the
/// list is tried as the start of an id before it is refused.
enum Reference {
    static func resolve<Item>(_ text: String, in items: [Item], id: (Item) -> UUID, noun: Noun, listCommand: String) throws -> Item {
        try resolve(text, numbered: items, searchable: items, id: id, noun: noun, listCommand: listCommand)
    }

    /// `numbered` is the list the numbers count in; `searchable` the entries an id start
    /// may name (a planned meal in any week, not only the one shown).
    static func resolve<Item>(_ text: String, numbered: [Item], searchable: [Item], id: (Item) -> UUID, noun: Noun, listCommand: String) throws -> Item {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if isPosition(trimmed, count: numbered.count), let number = Int(trimmed) {
            return numbered[number - 1]
        }
        let prefix = trimmed.lowercased()
        let matches = prefix.count >= 4 ? searchable.filter { id($0).uuidString.lowercased().hasPrefix(prefix) } : []
        if matches.count == 1, let match = matches.first {
            return match
        }
        if matches.count > 1 {
            throw CLIError("cli2.reference.ambiguous.\(noun.key)", .text(trimmed), hint: seeNumbers(listCommand))
        }
        if let number = Int(trimmed) {
            throw CLIError(
                numbered.count == 1 ? "cli2.reference.noNumber.one.\(noun.key)" : "cli2.reference.noNumber.\(noun.key)", .number(number), .number(numbered.count),
                hint: seeNumbers(listCommand))
        }
        throw CLIError("cli2.reference.noMatch.\(noun.key)", .text(String(trimmed.prefix(40))), hint: seeNumbers(listCommand))
    }

    /// What a reference names, for the words of its errors (a noun's grammar differs by language).
    enum Noun: String {
        case item, meal, favorite, plannedMeal

        var key: String { rawValue }
    }

    private static func seeNumbers(_ listCommand: String) -> Fault {
        Fault("cli2.hint.seeNumbers", [.text(listCommand)])
    }

    /// True when `text` is a position in a list of `count` entries.
    static func isPosition(_ text: String, count: Int) -> Bool {
        Int(text.trimmingCharacters(in: .whitespaces)).map { $0 >= 1 && $0 <= count } ?? false
    }

    /// The short id printed next to entries.
    static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }
}
