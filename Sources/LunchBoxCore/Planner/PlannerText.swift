import Foundation

/// How the planner compares food words: case-insensitively, ignoring surrounding and
/// repeated white space, so "Chicken", "chicken " and "CHICKEN" are one choice. Faces
/// that compare such words (filter pickers, a meal's protein) use the same key.
public enum PlannerText {
    /// The comparison key; empty for text that is only white space.
    public static func key(_ text: String) -> String {
        text.split(whereSeparator: isSpace).joined(separator: " ").lowercased()
    }

    /// `Character.isWhitespace`, answered for ASCII without Unicode's property tables
    /// (issue 40: the table lookups were a twentieth of a meals read).
    static func isSpace(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return character.isWhitespace }
        return ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }

    /// `values` in a stable, case-insensitive order of their names, independent of the
    /// locale so every face and every machine lists the same way (picker lists, the
    /// shopping list); each name is lowered once rather than at every comparison.
    static func sorted<Value>(_ values: some Sequence<Value>, byName name: (Value) -> String) -> [Value] {
        let named: [(value: Value, name: String, lowered: String)] = values.map { value in
            let text = name(value)
            return (value, text, text.lowercased())
        }
        let ordered = named.sorted { lhs, rhs in lhs.lowered == rhs.lowered ? lhs.name < rhs.name : lhs.lowered < rhs.lowered }
        return ordered.map(\.value)
    }
}
