/// One inventory item as the offline chef sees it: the lexicon food behind it (nil for
/// an unknown "extra"), how to call it in steps and titles, and how soon to use it.
struct ChefIngredient: Sendable {
    let item: InventoryItem
    /// The lexicon match; nil for an unknown extra.
    let match: FoodMatch?
    /// Days until best-before when that is within the use-first window (may be negative).
    let daysLeft: Int?
    /// Seeded order among equals, so different seeds pick different foods.
    let tieBreak: UInt64

    var food: Food? { match?.food }

    // Names are worked out only for the few items an idea uses, not for the whole pantry.

    /// How steps name it: the person's words without the amount ("sliced cheddar").
    var label: String { Self.label(for: item.name) }

    /// The title as written ("Crackers"), for the few names that read better plural.
    var pluralTitle: String { match.map(Self.title(for:)) ?? Self.title(forUnknown: label) }

    /// How idea names call it, singular as a modifier ("Cheddar", "Cherry Tomato").
    var title: String { Self.singular(pluralTitle) }

    var isUrgent: Bool { daysLeft != nil }

    /// True when it comes in bite-sized pieces already (peas, beans, berries), so steps
    /// never tell anyone to cut it.
    var isBiteSized: Bool { food?.isBiteSized == true }

    /// True when the label reads as a plural ("wraps", "chicken breasts"), for "it" or "them".
    var isPlural: Bool {
        guard let last = label.split(separator: " ").last.map(String.init) else { return false }
        return last != Self.singular(last)
    }

    /// "it" or "them".
    var pronoun: String { isPlural ? "them" : "it" }

    /// "one of the wraps" or "the wrap": a single piece of something countable.
    var one: String { isPlural ? "one of the \(label)" : "the \(label)" }

    /// True when the person wrote an amount into the name ("2 chicken breasts").
    var namesAmount: Bool { label != item.name.lowercased() }

    /// The name as the person wrote it, lower case, without an amount written before it
    /// ("2 Chicken Breasts" -> "chicken breasts").
    static func label(for name: String) -> String {
        let words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        let amounts = words.prefix { word in
            let folded = FoodText.words(word)
            return !folded.isEmpty && folded.allSatisfy { FoodText.isQuantity($0) || $0 == "of" }
        }
        let rest = words.dropFirst(amounts.count)
        return (rest.isEmpty ? words[...] : rest).joined(separator: " ").lowercased()
    }

    /// "Cherry Tomatoes" from a lexicon match: the matched name (the person's own word
    /// for it, "courgette" rather than "zucchini") without state words like "cooked".
    static func title(for match: FoodMatch) -> String {
        // The canonical name when the match only adds words to it ("chicken breasts" is
        // "chicken"), else the person's own word ("courgette", not "zucchini").
        let canonical = Set(match.food.name.split(separator: " "))
        let matched = Set(match.matchedName.split(separator: " "))
        let base = match.matchedName.count < 4 || canonical.isSubset(of: matched) ? match.food.name : match.matchedName
        var words = base.split(separator: " ").map(String.init)
        while words.count > 1, dropped.contains(words[0]) { words.removeFirst() }
        return words.map(capitalized).joined(separator: " ")
    }

    /// Extras have no lexicon entry; their title is the label, capitalised.
    static func title(forUnknown label: String) -> String {
        label.split(separator: " ").map { capitalized(String($0)) }.joined(separator: " ")
    }

    /// "Blueberry" from "Blueberries", for names like "Blueberry Yogurt Parfait".
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

    private static let keptPlural: Set<String> = [
        "fries", "greens", "brussels", "grits", "chips", "oats", "sweets", "molasses", "leaves", "noodles",
    ]

    private static func capitalized(_ word: String) -> String {
        word.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }

    private static let dropped: Set<String> = [
        "cooked", "leftover", "sliced", "raw", "canned", "tinned", "dried", "fresh", "frozen", "shredded", "grated",
        "uncooked", "ready", "cold", "plain", "deli", "boiled", "steamed", "microwave", "dry",
    ]
}
