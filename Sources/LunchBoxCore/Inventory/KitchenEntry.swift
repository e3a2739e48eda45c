import Foundation

/// One food as typed into the kitchen, where several can be typed at once: "eggs, bread,
/// 2 apples, half a loaf of bread, tin of tuna" is five entries. Amounts written before or
/// after the food ("half a loaf of", "tin of", "x6", "200g", "tin") are the quantity, never part
/// of the name: the one reading every face and the offline chef use.
public struct KitchenEntry: Equatable, Sendable {
    public let name: String
    public let quantity: String

    /// The quantity as a number and unit, when `KitchenAmount` can read it.
    public var amount: KitchenAmount? { KitchenAmount(reading: quantity) }

    public init(name: String, quantity: String = "") {
        self.name = name
        self.quantity = quantity
    }

    /// The entries in `text`, split at commas, semicolons and line breaks, but never
    /// inside brackets: "bread (keep in the bin, not the fridge)" is one item with its
    /// note. Empty pieces are skipped.
    public static func entries(in text: String) -> [KitchenEntry] {
        var pieces: [String] = []
        var piece = ""
        var depth = 0
        for character in text {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            if character.isNewline || ((character == "," || character == ";") && depth == 0) {
                pieces.append(piece)
                (piece, depth) = ("", 0)
            } else {
                piece.append(character)
            }
        }
        pieces.append(piece)
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.map(entry(from:))
    }

    /// One piece read as food plus amount: "2 apples" → apples (2); "half a loaf of bread"
    /// → bread (half a loaf); "tin of tuna" → tuna (tin); "eggs x6" → eggs (x6); "500 g
    /// pasta" → pasta (500 g). A piece that is only an amount stays the name.
    public static func entry(from piece: String) -> KitchenEntry {
        var text = piece
        var trailing: [String] = []
        // An amount in brackets after the food: "milk (1 pint)".
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
            let inside = text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingCharacters(in: .whitespaces)
            let before = text[..<open].trimmingCharacters(in: .whitespaces)
            if !inside.isEmpty, !before.isEmpty {
                // A state in brackets is part of what the food is: "patties (frozen)" are frozen patties.
                if stateWords.contains(inside.lowercased()) {
                    text = inside + " " + before
                } else if isAmount(inside) {
                    trailing = [inside]
                    text = before
                } else {
                    // A note, not an amount: it stays with the item ("cheddar (in the blue tub)").
                    return KitchenEntry(name: entry(from: before).name + " (" + inside + ")", quantity: entry(from: before).quantity)
                }
            }
        }
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // Amounts after the food: "eggs x6", "cheddar 200 g", "milk 2l".
        if trailing.isEmpty, words.count > 1, let last = words.last, isNumber(last) {
            var start = words.count - 1
            while start > 1, isNumber(words[start - 1]) || units.contains(words[start - 1].lowercased()) { start -= 1 }
            trailing = Array(words[start...])
            words.removeSubrange(start...)
        } else if trailing.isEmpty, let last = words.last, containers.contains(last.lowercased()),
            words.dropLast().contains(where: { !isNumber($0) && !amounts.contains($0.lowercased()) })
        {
            // A container after the food, as on a shopping list: "chickpeas tin" (not "3 tins").
            trailing = [last]
            words.removeLast()
        }
        let leading = leadingAmount(in: words)
        let name = words.dropFirst(leading.count).joined(separator: " ")
        guard !name.isEmpty else {
            // Only an amount: a number in front still leaves the rest as the name ("3 tins").
            guard words.count > 1, isNumber(words[0]) else { return KitchenEntry(name: piece) }
            return KitchenEntry(name: words.dropFirst().joined(separator: " "), quantity: words[0])
        }
        let amount = leading.filter { $0.lowercased() != "of" }
        // A few, some, a couple: an amount not counted, kept as the person wrote it.
        if amount.contains(where: { vagueAmounts.contains($0.lowercased()) }) {
            return KitchenEntry(name: name, quantity: (leading + trailing).joined(separator: " "))
        }
        let spoken = amount.count == 1 && ["a", "an"].contains(amount[0].lowercased()) ? ["1"] : amount
        return KitchenEntry(name: name, quantity: (spoken + trailing).joined(separator: " "))
    }

    /// The amount words at the start: numbers, amount words, units and "of" after them,
    /// leaving at least one word for the food ("five spice" and "pot noodle" keep theirs).
    private static func leadingAmount(in words: [String]) -> [String] {
        let lower = words.map { $0.lowercased() }
        if amountLikeNames.contains(where: { lower.starts(with: $0) }) { return [] }
        var count = 0
        while count < words.count - 1 {
            let word = lower[count]
            guard isNumber(word) || amounts.contains(word) || vagueAmounts.contains(word) || units.contains(word) || (word == "of" && count > 0) else { break }
            count += 1
        }
        if count < lower.count, ["and", "&"].contains(lower[count]) { return [] }
        return Array(words.prefix(count))
    }

    /// Foods whose names begin with an amount word.
    private static let amountLikeNames: [[String]] = [["five", "spice"], ["half", "and", "half"], ["pot", "noodle"], ["pot", "noodles"], ["pound", "cake"]]

    /// Bracketed text that says how much ("1 pint", "x6", "about 200 g", "a few",
    /// "half"), not a note ("in the blue tub", "for Friday").
    private static func isAmount(_ text: String) -> Bool {
        if KitchenAmount(reading: text) != nil { return true }
        let words = text.lowercased().split(separator: " ").map(String.init)
        return words.contains { word in
            isNumber(word) || word.contains(where: \.isNumber) || vagueAmounts.contains(word) || (amounts.contains(word) && !["a", "an", "x"].contains(word))
        }
    }

    /// "2", "1.5", "1/2", "½", "500g", "2x", "x6", "2l".
    static func isNumber(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        let fractions: Set<Character> = ["½", "¼", "¾", "⅓", "⅔"]
        if fractions.contains(Character(first)) { return true }
        var text = word.lowercased()
        if text.hasPrefix("x"), text.count > 1 { text.removeFirst() }
        guard let digit = text.unicodeScalars.first, CharacterSet.decimalDigits.contains(digit), digit.isASCII else { return false }
        let rest = text.drop(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "/") })
        return rest.isEmpty || rest == "x" || units.contains(String(rest))
    }

    /// Amount words that never begin a food's own name ("whole milk", "double cream" and
    /// "little gem" keep theirs).
    private static let amounts: Set<String> = [
        "a", "an", "half", "quarter", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "dozen", "x",
    ]

    /// Amounts a person does not count: "a few carrots", "some cheese", "a couple of eggs".
    private static let vagueAmounts: Set<String> = ["few", "some", "couple", "several", "handful", "bit", "lots", "lot"]

    /// States a person may write in brackets after the food.
    private static let stateWords: Set<String> = ["frozen", "raw", "cooked", "leftover", "fresh", "defrosted", "thawed"]

    /// Containers that end no food's own name ("chocolate bar", "tea bags" and "cheese
    /// slices" keep theirs).
    private static let containers: Set<String> = [
        "tin", "tins", "can", "cans", "jar", "jars", "carton", "cartons", "packet", "packets", "punnet", "punnets", "tub", "tubs",
        "ends", "end", "heels",
    ]

    /// The unit words `KitchenAmount` reads, so a name and its amount split where the
    /// amount reader will read it.
    private static let units: Set<String> = KitchenAmount.unitWords
}
