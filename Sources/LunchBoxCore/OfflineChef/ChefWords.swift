/// Small word tools for the offline chef's names and steps.
enum ChefWords {
    /// Words that say how a food is kept or was cooked, left out of idea names.
    static let stateWords: Set<String> = [
        "cooked", "leftover", "leftovers", "raw", "canned", "tinned", "dried", "fresh", "frozen", "uncooked", "ready", "cold", "plain",
        "deli", "dry", "takeaway", "day-old", "homemade",
    ]

    /// Words in an item's name that say it is cooked already.
    static let cookedWords: Set<String> = ["cooked", "leftover", "leftovers", "roast", "roasted", "takeaway", "baked", "grilled", "fried"]

    /// "Blueberry" from "Blueberries", for names like "Blueberry Yogurt".
    static func singular(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let last = words.last, last.count > 3, !keptPlural.contains(last.lowercased()) else { return phrase }
        let lower = last.lowercased()
        if lower.hasSuffix("ss") || lower.hasSuffix("us") || !lower.hasSuffix("s") { return phrase }
        if lower.hasSuffix("ies") {
            words[words.count - 1] = String(last.dropLast(3)) + "y"
        } else if lower.hasSuffix("oes") || lower.hasSuffix("ches") || lower.hasSuffix("shes") || lower.hasSuffix("xes") {
            words[words.count - 1] = String(last.dropLast(2))
        } else {
            words[words.count - 1] = String(last.dropLast())
        }
        return words.joined(separator: " ")
    }

    /// "Cherry-tomato" style capitals: each part of a hyphenated word.
    static func capitalized(_ word: String) -> String {
        if ["and", "with", "of", "in", "n"].contains(word) { return word }
        // Initials joined by "&" are a shop or a brand: "M&S".
        if word.contains("&"), word.count <= 5 { return word.uppercased() }
        return word.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }

    /// Words that say which part of a food it is, left out of names: "chicken breasts" is
    /// called chicken, but "egg fried rice" keeps its egg.
    static let cutWords: Set<String> = [
        "breast", "breasts", "thigh", "thighs", "fillet", "fillets", "slices", "slice", "pieces", "piece", "chunks", "steak", "steaks", "leg",
        "legs", "wings", "block", "loaf", "strips", "tin", "tins", "can", "cans", "jar", "bag", "pack", "packet", "portion", "portions",
        "whole",
    ]

    /// "a, b and c".
    static func list(_ items: [String]) -> String {
        EnglishList.and(items)
    }

    /// The text with its first letter in capitals.
    static func sentence(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `phrase` without any of `prefixes` it begins with, in order: "raw chicken thighs"
    /// without "raw " is "chicken thighs".
    static func dropping(_ prefixes: [String], from phrase: String) -> String {
        prefixes.reduce(phrase) { $0.hasPrefix($1) ? String($0.dropFirst($1.count)) : $0 }
    }

    /// Words in a name or amount that say the food came in a tin: "tin of tomatoes", "canned corn".
    static let tinWords: Set<String> = ["tin", "tins", "tinned", "can", "cans", "canned"]

    static let keptPlural: Set<String> = [
        "medames",
        "fries", "greens", "brussels", "grits", "chips", "oats", "sweets", "molasses", "leaves", "noodles", "peas", "crackers",
        "oatcakes", "breadsticks", "bhajis", "samosas", "pierogi", "nuggets",
    ]
}
