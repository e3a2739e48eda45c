import Foundation

/// An amount as a cook writes it, read into a number and a unit: "2" eggs, "60 g
/// uncooked" rice, "half a tin" of chickpeas, "a handful" of spinach.
public struct Portion: Equatable, Hashable, Sendable {
    public enum Unit: String, Sendable, CaseIterable {
        case gram, kilogram, millilitre, litre
        case tablespoon, teaspoon, cup
        /// A whole one: an egg, an apple, a wrap.
        case piece
        case slice, rasher, clove, leaf, stick, sheet, floret, head, wedge
        case handful, smallHandful, pinch, little
        case tin, jar, pot, portion, pack, nest, box
    }

    public let quantity: Double
    public let unit: Unit
    /// "small", "large" or "medium" when the text said so ("1 small" sweet potato).
    public let size: String?

    public init(quantity: Double, unit: Unit, size: String? = nil) {
        self.quantity = quantity
        self.unit = unit
        self.size = size
    }

    /// The portion an ingredient line states: in brackets ("eggs (2)", "brown rice (60 g
    /// uncooked)") as the offline chef and many AI services write it, or at the start
    /// ("2 slices wholemeal bread", "100g chicken"). Nil when the line states none.
    public static func stated(in line: String) -> Portion? {
        for note in bracketed(line) {
            if let portion = read(note) { return portion }
        }
        return read(FoodLexicon.withoutBrackets(line), leadingOnly: true)
    }

    /// Reads an amount text on its own ("half a tin", "4 florets"), or nil.
    public static func read(_ text: String, leadingOnly: Bool = false) -> Portion? {
        var words = Self.words(text)
        while let first = words.first, ["about", "approx", "approximately", "around", "roughly", "~", "etwa", "ca."].contains(first) { words.removeFirst() }
        // German "etwas": a little.
        if words == ["etwas"] { return Portion(quantity: 1, unit: .little) }
        guard let (quantity, used) = quantity(words) else { return nil }
        var rest = words.dropFirst(used)
        if rest.first == "of" { rest = rest.dropFirst() }
        var size: String?
        while let word = rest.first, let said = sizes[word] {
            size = size ?? said
            rest = rest.dropFirst()
        }
        if let word = rest.first, let unit = units[word] ?? units[singular(word)] {
            if unit == .handful, size == "small" { return Portion(quantity: quantity, unit: .smallHandful) }
            return Portion(quantity: quantity, unit: unit, size: size)
        }
        // "2" or "2 small", or at the start of a line "2 eggs": whole ones.
        if leadingOnly, rest.isEmpty { return nil }
        return Portion(quantity: quantity, unit: .piece, size: size)
    }

    /// Size words and the size they say, in English and as the German chef writes them
    /// ("2 kleine"), so a German idea weighs what its English twin does.
    private static let sizes: [String: String] = [
        "small": "small", "large": "large", "medium": "medium", "big": "large", "heaped": "heaped", "level": "level", "generous": "generous",
        "thin": "thin", "thick": "thick", "whole": "whole",
        "klein": "small", "kleine": "small", "kleiner": "small", "kleines": "small", "groß": "large", "große": "large", "großer": "large",
        "großes": "large", "mittelgroß": "medium", "mittelgroße": "medium", "mittelgroßer": "medium",
    ]

    private static let units: [String: Unit] = [
        "g": .gram, "gram": .gram, "gramme": .gram, "kg": .kilogram, "kilogram": .kilogram, "ml": .millilitre, "millilitre": .millilitre,
        "milliliter": .millilitre, "l": .litre, "litre": .litre, "liter": .litre, "tbsp": .tablespoon, "tablespoon": .tablespoon,
        "tbs": .tablespoon, "tsp": .teaspoon, "teaspoon": .teaspoon, "cup": .cup, "slice": .slice, "rasher": .rasher, "strip": .rasher,
        "clove": .clove, "leaf": .leaf, "leave": .leaf, "stick": .stick, "stalk": .stick, "sheet": .sheet, "floret": .floret, "head": .head,
        "wedge": .wedge, "handful": .handful, "pinch": .pinch, "little": .little, "dash": .pinch, "splash": .teaspoon, "drizzle": .teaspoon,
        "tin": .tin, "can": .tin, "jar": .jar, "pot": .pot, "tub": .pot, "portion": .portion, "serving": .portion, "pack": .pack,
        "packet": .pack, "nest": .nest, "box": .box, "piece": .piece, "fillet": .piece, "breast": .piece, "thigh": .piece,
        // The German chef's units ("1 EL", "2 Scheiben", "1 Becher"; the `chef` table's portions).
        "el": .tablespoon, "tl": .teaspoon, "scheibe": .slice, "scheiben": .slice, "portionen": .portion, "zehe": .clove,
        "zehen": .clove, "becher": .pot, "tasse": .cup, "tassen": .cup, "nester": .nest, "packung": .pack, "packungen": .pack, "tüte": .pack,
        "blatt": .sheet, "blätter": .leaf, "röschen": .floret, "kopf": .head, "stange": .stick, "stangen": .stick, "dose": .tin, "dosen": .tin,
        "glas": .jar, "gläser": .jar, "handvoll": .handful, "prise": .pinch, "spalte": .wedge, "stück": .piece,
    ]

    private static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10, "twelve": 12,
        "half": 0.5, "third": 1.0 / 3, "quarter": 0.25, "few": 3, "couple": 2, "paar": 3, "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3,
    ]

    /// The quantity at the start of `words` and how many words it took.
    private static func quantity(_ words: [String]) -> (Double, Int)? {
        guard let first = words.first else { return nil }
        if first == "a" || first == "an" || first == "ein" || first == "eine" {
            if words.count > 1, let value = numberWords[words[1]] { return (value, 2) }
            return (1, 1)
        }
        if first == "half", words.count > 1, words[1] == "a" || words[1] == "an" { return (0.5, 2) }
        if let value = number(first) {
            // "1 1/2", "1 and a half".
            if words.count > 1, let fraction = number(words[1]), fraction < 1 { return (value + fraction, 2) }
            if words.count > 3, words[1] == "and", words[2] == "a", words[3] == "half" { return (value + 0.5, 4) }
            return (value, 1)
        }
        return nil
    }

    private static func number(_ word: String) -> Double? {
        if let value = numberWords[word] { return value }
        if let slash = word.firstIndex(of: "/"), let top = Double(word[..<slash]), let bottom = Double(word[word.index(after: slash)...]), bottom > 0 {
            return top / bottom
        }
        // "1-2": the lower figure, so an estimate never invents more food than asked for.
        if let dash = word.firstIndex(of: "-"), let low = Double(word[..<dash]) { return low }
        guard let value = Double(word), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// Lower-case words; "100g" and "200ml" split into number and unit.
    private static func words(_ text: String) -> [String] {
        var result: [String] = []
        for raw in text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == ";" }) {
            let word = String(raw)
            if let index = word.firstIndex(where: { $0.isLetter }), index != word.startIndex, Double(word[..<index]) != nil {
                result.append(String(word[..<index]))
                result.append(String(word[index...]))
            } else {
                result.append(word)
            }
        }
        return result
    }

    private static func singular(_ word: String) -> String {
        if word.hasSuffix("es"), ["box", "bunch", "pinch", "dash", "splash"].contains(String(word.dropLast(2))) { return String(word.dropLast(2)) }
        return word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    private static func bracketed(_ line: String) -> [String] {
        var notes: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            switch character {
            case "(", "[":
                depth += 1
                if depth == 1 { current = "" }
            case ")", "]":
                if depth == 1 { notes.append(current) }
                depth = max(0, depth - 1)
            default:
                if depth > 0 { current.append(character) }
            }
        }
        return notes
    }
}
