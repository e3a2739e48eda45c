import Foundation

/// How the planner compares food words: case-insensitively, ignoring surrounding and
/// repeated white space, so "Chicken", "chicken " and "CHICKEN" are one choice. Faces
/// that compare such words (filter pickers, a meal's protein) use the same key.
public enum PlannerText {
    /// The comparison key; empty for text that is only white space.
    public static func key(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// A stable, case-insensitive order for picker lists, independent of the locale so
    /// every face and every machine lists the same way.
    static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased()
        let right = rhs.lowercased()
        return left == right ? lhs < rhs : left < right
    }
}
