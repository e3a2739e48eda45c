import LunchBoxCore

/// Joins words as a sentence does: "a", "a and b", "a, b and c".
enum ListFormat {
    static func and(_ words: [String]) -> String {
        EnglishList.and(words)
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
