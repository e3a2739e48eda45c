import Foundation

/// Decides when two food names mean the same food, so a shopping list can merge them
/// and check them against the inventory.
///
/// The simple folding below is the default; the food lexicon can provide a richer one
/// (synonyms such as "capsicum" and "bell pepper") by conforming to this protocol.
public protocol FoodNameNormalizing: Sendable {
    /// The key shared by every name for the same food; empty for a name to ignore.
    func key(for name: String) -> String
}

/// Case-insensitive matching with simple English plural folding on the last word:
/// "Cherry Tomatoes" and "cherry tomato", "berries" and "berry", "peaches" and "peach".
///
/// The key is only compared, never shown, so it may be an odd stem ("berri"): what
/// matters is that singular and plural land on the same key.
public struct PluralFoldingNormalizer: FoodNameNormalizing {
    public init() {}

    public func key(for name: String) -> String {
        var words = name.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let last = words.popLast() else { return "" }
        words.append(Self.stem(last))
        return words.joined(separator: " ")
    }

    static func stem(_ word: String) -> String {
        // Words like "hummus", "couscous", and "swiss" end in s but are not plurals.
        let keepAsIs = ["ss", "us"]
        var stem = word
        if word.count > 4, word.hasSuffix("ies") {
            stem = String(word.dropLast(3)) + "i"
        } else if word.count > 3, ["oes", "ches", "shes", "xes", "zes", "sses"].contains(where: word.hasSuffix) {
            stem = String(word.dropLast(2))
        } else if word.count > 2, word.hasSuffix("s"), !keepAsIs.contains(where: word.hasSuffix) {
            stem = String(word.dropLast())
        }
        // "berry"/"berri" and "cookie"/"cooki" meet the "-ies" stem.
        if stem.count > 2, stem.hasSuffix("y") {
            stem = String(stem.dropLast()) + "i"
        } else if stem.count > 3, stem.hasSuffix("ie") {
            stem = String(stem.dropLast())
        }
        return stem
    }
}
