import Foundation

/// Finds an entry from what a person typed: its number in the last list ("2") or the
/// start of its id ("3f2a"), as printed by the list commands.
enum Reference {
    static func resolve<Item>(_ text: String, in items: [Item], id: (Item) -> UUID, noun: String, listCommand: String) throws -> Item {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Int(trimmed) {
            guard (1...max(items.count, 1)).contains(number), items.indices.contains(number - 1) else {
                throw CLIError("There is no \(noun) number \(number); there \(items.count == 1 ? "is 1" : "are \(items.count)").", hint: "See the numbers with: \(listCommand)")
            }
            return items[number - 1]
        }
        let prefix = trimmed.lowercased()
        let matches = prefix.count >= 4 ? items.filter { id($0).uuidString.lowercased().hasPrefix(prefix) } : []
        guard matches.count == 1, let match = matches.first else {
            throw CLIError(matches.isEmpty ? "No \(noun) matches \"\(trimmed.prefix(40))\"." : "More than one \(noun) matches \"\(trimmed)\"; type more of the id.", hint: "See the numbers with: \(listCommand)")
        }
        return match
    }

    /// The short id printed next to entries.
    static func shortID(_ id: UUID) -> String {
        String(id.uuidString.lowercased().prefix(8))
    }
}
