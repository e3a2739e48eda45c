import Foundation

/// One food as typed into the kitchen's add field, where several can be typed at once:
/// "eggs, bread, 2 apples, 500 g pasta" is four entries, and a number in front (with a
/// unit, if one follows) is the quantity.
public struct KitchenEntry: Equatable, Sendable {
    public let name: String
    public let quantity: String

    public init(name: String, quantity: String = "") {
        self.name = name
        self.quantity = quantity
    }

    /// The entries in `text`, split at commas, semicolons and line breaks; empty pieces
    /// are skipped.
    public static func entries(in text: String) -> [KitchenEntry] {
        text.split(whereSeparator: { $0 == "," || $0 == ";" || $0.isNewline })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .map(entry(from:))
    }

    /// "2 apples" → apples (2); "500 g pasta" → pasta (500 g); "250g of butter" →
    /// butter (250g). A piece that is only a number stays the name.
    public static func entry(from piece: String) -> KitchenEntry {
        var words = piece.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count > 1, let first = words.first, isAmount(first) else { return KitchenEntry(name: piece) }
        var quantity = [words.removeFirst()]
        if words.count > 1, units.contains(words[0].lowercased()) {
            quantity.append(words.removeFirst())
        }
        if words.count > 1, words[0].lowercased() == "of" { words.removeFirst() }
        return KitchenEntry(name: words.joined(separator: " "), quantity: quantity.joined(separator: " "))
    }

    /// "2", "1.5", "1/2", "½", "500g", "2x".
    private static func isAmount(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        let fractions: Set<Character> = ["½", "¼", "¾", "⅓", "⅔"]
        if fractions.contains(Character(first)) { return true }
        guard CharacterSet.decimalDigits.contains(first), first.isASCII else { return false }
        let rest = word.drop(while: { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "/") }).lowercased()
        return rest.isEmpty || rest == "x" || units.contains(rest)
    }

    private static let units: Set<String> = [
        "g", "kg", "mg", "ml", "cl", "l", "oz", "lb", "lbs", "pack", "packs", "packet", "packets", "tin", "tins", "can", "cans",
        "jar", "jars", "bag", "bags", "bottle", "bottles", "pot", "pots", "box", "boxes", "loaf", "loaves", "slice", "slices",
        "bunch", "bunches", "head", "heads", "punnet", "punnets", "carton", "cartons", "dozen",
    ]
}
