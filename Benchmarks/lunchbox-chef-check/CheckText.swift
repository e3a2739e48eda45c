import Foundation
import LunchBoxCore

/// The checker's own reading of text: lower-case words, and phrases found as whole words.
enum CheckText {
    /// "Half a loaf of Bread (2 slices)" -> ["half", "a", "loaf", "of", "bread", "2", "slices"].
    static func words(_ text: String) -> [String] {
        // Most phrases are plain lower-case words: split them without folding.
        if text.utf8.allSatisfy({ (97...122).contains($0) || (48...57).contains($0) || $0 == 32 }) {
            return text.split(separator: " ").map(String.init)
        }
        let folded = text.lowercased().folding(options: .diacriticInsensitive, locale: nil).replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "&", with: " and ")
        return folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Where `phrase` occurs in `words`, as whole words (plurals with a final "s" match).
    static func ranges(of phrase: String, in words: [String]) -> [Range<Int>] {
        ranges(of: Self.words(phrase), in: words)
    }

    static func ranges(of target: [String], in words: [String]) -> [Range<Int>] {
        guard !target.isEmpty, target.count <= words.count else { return [] }
        return (0...(words.count - target.count)).compactMap { start in
            let matches = target.indices.allSatisfy { offset in
                let word = words[start + offset]
                let wanted = target[offset]
                return word == wanted || word == wanted + "s" || word == wanted + "es" || wanted == word + "s" || word == wanted + "ed"
            }
            return matches ? start..<start + target.count : nil
        }
    }

    static func contains(_ phrase: String, in words: [String]) -> Bool {
        !ranges(of: phrase, in: words).isEmpty
    }

    /// The line without bracketed notes ("bread (2 slices)" -> "bread").
    static func withoutBrackets(_ line: String) -> String {
        FoodLexicon.withoutBrackets(line).trimmingCharacters(in: .whitespaces)
    }

    /// True for "2", "x6", "200g", "1/2".
    static func isNumber(_ word: String) -> Bool {
        let digits = word.filter(\.isNumber)
        return !digits.isEmpty && (word.hasPrefix("x") || word.first?.isNumber == true)
    }

    /// The sentences of a step ("Cut it. Pack it." is two).
    static func sentences(_ step: String) -> [String] {
        step.split(separator: ".").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
