import Foundation

/// How receipt text is cleaned and compared: control characters out, lines capped, and
/// words folded (lower case, no accents, "ß" as "ss") so "MJÖLK", "Mjölk" and "mjolk"
/// meet in the receipt vocabulary and the learnt words.
enum ReceiptText {
    /// The most characters of one line that are read; a till prints about 40 a line.
    static let maximumLineLength = 160

    /// The text with control and format characters as spaces, runs of spaces as one,
    /// and at most `maximumLineLength` characters.
    static func sanitised(_ text: String) -> String {
        var result = ""
        var lastWasSpace = true
        for scalar in text.unicodeScalars.prefix(maximumLineLength * 2) {
            let isSpace =
                scalar.properties.isWhitespace || [.control, .format, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
            if isSpace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                lastWasSpace = false
            }
            if result.count >= maximumLineLength { break }
        }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// One word folded for comparison: "MJÖLK" -> "mjolk", "Vollm." -> "vollm",
    /// "S/SKIM" -> "s/skim". Punctuation inside the word stays; around it, it goes.
    static func fold(_ word: String) -> String {
        var folded = word.lowercased()
        if !folded.utf8.allSatisfy({ $0 < 0x80 }) {
            folded = folded.replacingOccurrences(of: "ß", with: "ss")
                .folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        }
        return folded.trimmingCharacters(in: edgePunctuation)
    }

    /// The word with each zero between two letters read as the letter O ("BAC0N",
    /// "Y0GURT"): OCR engines confuse the two, and no food's name has a digit inside a word.
    static func lettered(_ word: String) -> String {
        let characters = Array(word)
        guard characters.count >= 3, characters.contains("0") else { return word }
        var result = characters
        for index in 1..<characters.count - 1 where characters[index] == "0" && characters[index - 1].isLetter && characters[index + 1].isLetter {
            result[index] = characters[index - 1].isLowercase ? "o" : "O"
        }
        return String(result)
    }

    /// The letter-and-digit pieces of a folded word: "ec-karte" -> ["ec", "karte"],
    /// "s/skim" -> ["s", "skim"].
    static func pieces(_ folded: String) -> [String] {
        folded.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Every piece of every word of `text`, folded: what the non-food wording is matched on.
    static func foldedPieces(_ text: String) -> [String] {
        text.split(separator: " ").flatMap { pieces(fold(String($0))) }
    }

    private static let edgePunctuation = CharacterSet.punctuationCharacters.union(.symbols).union(.whitespaces)
}
