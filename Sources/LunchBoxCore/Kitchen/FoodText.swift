import Foundation

/// How food text is cut into comparable words: lower case, no accents, punctuation as
/// spaces, "&" as "and", and a plural-folding stem for each word.
///
/// Names in the lexicon and text looked up go through the same functions, so the stems
/// only need to be consistent (berry and berries both become "berri"), not English.
enum FoodText {
    /// The words of `text`, lower case and without accents ("Jalapeño" -> ["jalapeno"]).
    static func words(_ text: String) -> [String] {
        // Most text is plain ASCII; folding accents is only worth its cost otherwise.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiWords(text.utf8)
        }
        var folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        // Replacing costs a Foundation search per fraction: only do it when there is one.
        if folded.unicodeScalars.contains(where: fractionScalars.contains) {
            for (fraction, spelled) in fractions { folded = folded.replacingOccurrences(of: fraction, with: spelled) }
        }
        if folded.utf8.allSatisfy({ $0 < 0x80 }) {
            return asciiWords(folded.utf8)
        }
        return unicodeWords(folded)
    }

    /// The plural-folding stem of one word ("tomatoes" -> "tomato", "berries" -> "berri").
    static func stem(_ word: String) -> String {
        // Works on bytes: lookup stems every word it reads, so this is on the hot path.
        // Only words ending in s, e or y have a plural or singular ending to fold.
        guard let last = word.utf8.last, last == UInt8(ascii: "s") || last == UInt8(ascii: "e") || last == UInt8(ascii: "y") else {
            return word
        }
        let bytes = Array(word.utf8)
        guard bytes.count >= 3, bytes.allSatisfy({ $0 < 0x80 }) else { return word }
        if let irregular = irregularPlurals[word] { return irregular }
        func ends(_ suffix: StaticString) -> Bool {
            let tail = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            return bytes.count >= tail.count && bytes.suffix(tail.count).elementsEqual(tail)
        }
        func drop(_ count: Int, adding tail: String = "") -> String {
            String(decoding: bytes.dropLast(count), as: UTF8.self) + tail
        }
        if ends("ies") { return drop(3, adding: "i") }
        if ends("ie") { return drop(1) }
        if ends("ss") || ends("us") { return word }
        if ends("sses") || ends("ches") || ends("shes") || ends("xes") { return drop(2) }
        if ends("oes") { return drop(2) }
        if ends("s") { return singularStem(drop(1)) }
        return singularStem(word)
    }

    /// Stems of a list of words, joined as a lookup key.
    static func stemKey(_ words: some Collection<String>) -> String {
        words.map(stem).joined(separator: " ")
    }

    static func key(_ words: some Collection<String>) -> String {
        words.joined(separator: " ")
    }

    // MARK: - Word classes

    /// A number, a fraction or a number glued to a unit ("2", "1/2", "1.5", "200g", "x2").
    static func isNumber(_ word: String) -> Bool {
        // Read as bytes: every word of every name lookup reads passes through here.
        let bytes = word.utf8
        var index = bytes.startIndex
        if bytes.first == UInt8(ascii: "x"), bytes.count > 1 { index = bytes.index(after: index) }
        var digits = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits += 1
            } else if byte != UInt8(ascii: ".") && byte != UInt8(ascii: "/") {
                break
            }
            index = bytes.index(after: index)
        }
        guard digits > 0 else { return false }
        return index == bytes.endIndex || FoodVocabulary.unitSuffixes.contains(String(decoding: bytes[index...], as: UTF8.self))
    }

    /// A word that says how much rather than what: numbers, units, "half", "a".
    static func isQuantity(_ word: String) -> Bool {
        isNumber(word) || FoodVocabulary.units.contains(word) || FoodVocabulary.amounts.contains(word) || FoodVocabulary.germanAmounts.contains(word)
    }

    /// A word that adds nothing to what a food is, in any position of an ingredient line.
    static func isFiller(_ word: String) -> Bool {
        isFiller(word, isQuantity: isQuantity(word))
    }

    /// The same, for a word already known to be (or not be) a quantity.
    static func isFiller(_ word: String, isQuantity: Bool) -> Bool {
        isQuantity || FoodVocabulary.descriptors.contains(word) || FoodVocabulary.connectors.contains(word)
    }

    // MARK: - Private

    private static func singularStem(_ word: String) -> String {
        if word.hasSuffix("che") || word.hasSuffix("she") || word.hasSuffix("oe") {
            return String(word.dropLast())
        }
        // A consonant before a final y: berry -> berri (berries -> berri too).
        let scalars = Array(word.unicodeScalars)
        if scalars.count >= 3, scalars.last == "y", !"aeiou".unicodeScalars.contains(scalars[scalars.count - 2]) {
            return String(word.dropLast()) + "i"
        }
        return word
    }

    private static func asciiWords(_ bytes: String.UTF8View) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        let input = Array(bytes)
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll(keepingCapacity: true)
        }
        for (offset, byte) in input.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "'"):
                continue  // "lamb's lettuce" -> "lambs lettuce"
            case UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ","):
                // Kept inside numbers ("1.5", "1/2"); elsewhere a separator.
                let digitBefore = current.last.map { (48...57).contains($0) } ?? false
                let digitAfter = offset + 1 < input.count && (48...57).contains(input[offset + 1])
                if digitBefore && digitAfter {
                    current.append(byte == UInt8(ascii: ",") ? UInt8(ascii: ".") : byte)
                } else {
                    flush()
                }
            case UInt8(ascii: "&"), UInt8(ascii: "+"):
                flush()
                words.append("and")
            default:
                flush()
            }
        }
        flush()
        return words
    }

    private static func unicodeWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character == "'" || character == "\u{2019}" {
                continue
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                if character == "&" { words.append("and") }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static let fractions: [(String, String)] = [
        ("½", " 1/2 "), ("¼", " 1/4 "), ("¾", " 3/4 "), ("⅓", " 1/3 "), ("⅔", " 2/3 "), ("’", "'"),
    ]

    private static let fractionScalars = Set(fractions.flatMap { $0.0.unicodeScalars })

    private static let irregularPlurals = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "knives": "knife",
    ]
}
